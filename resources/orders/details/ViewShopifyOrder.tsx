import { OrderDetailsScreen } from './OrderDetailsScreen';

/** /view-shopify-order: the order with all its products (from the Master Dashboard's View Details). */
export const ViewShopifyOrder = () => <OrderDetailsScreen variant="shop" />;

export default ViewShopifyOrder;
