import { ViewOrderMenuItem } from '../../orders/actions/ViewOrderMenuItem';

/** View Details: /view-warehouse-order, what the warehouse handles of the order. */
export const ViewDetailsMenuItem = () => <ViewOrderMenuItem path="/view-warehouse-order" />;
