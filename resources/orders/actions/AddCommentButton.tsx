import { notesBody } from '../../../domain/schemas/orders';
import type { Order } from '../types';
import { OrderDialogMenuItem } from './OrderDialogMenuItem';
import { OrderTextDialog } from './OrderTextDialog';
import { useOrderMutation } from './useOrderMutation';

const titleOf = (order: Order) => (order.notes ? 'app.orders.comment.edit' : 'app.orders.comment.add');

const Dialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const { submit } = useOrderMutation((dp, notes: string) => dp.addOrderNotes({ orderId: order._id, notes }));
  return (
    <OrderTextDialog
      title={titleOf(order)}
      label="app.orders.comment.label"
      initial={order.notes ?? ''}
      multiline
      schema={notesBody.shape.notes}
      save={submit}
      onClose={onClose}
    />
  );
};

/** Add Comment, or Edit Comment once the order has one (spec 000 section 2). */
export const CommentMenuItem = () => (
  <OrderDialogMenuItem label={titleOf} dialog={(order, close) => <Dialog order={order} onClose={close} />} />
);
