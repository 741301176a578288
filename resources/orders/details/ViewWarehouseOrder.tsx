import { OrderDetailsScreen } from './OrderDetailsScreen';

/**
 * /view-warehouse-order: the order as its warehouse handles it (from Warehouse Orders' View
 * Details): every product when consolidated, else only those not sent direct to the customer.
 */
export const ViewWarehouseOrder = () => <OrderDetailsScreen variant="warehouse" />;

export default ViewWarehouseOrder;
