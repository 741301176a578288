import { ViewOrderMenuItem } from '../../../src/components/orders/ViewOrderMenuItem';

/** View Details: /view-warehouse-order, what the warehouse handles of the order. */
export const ViewDetailsMenuItem = () => <ViewOrderMenuItem path="/view-warehouse-order" />;
