import type { Order } from '../../../src/components/orders/types';

/** The comment entry's and dialog's title: Add Comment, or Edit Comment once the order has one. */
export const commentTitle = (order: Order) =>
  order.notes ? 'app.orders.comment.edit' : 'app.orders.comment.add';
