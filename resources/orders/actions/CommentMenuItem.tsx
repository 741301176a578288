import { notesBody } from '../../../domain/schemas/orders';
import type { Order } from '../../../src/components/orders/types';
import { OrderDialogMenuItem } from '../../../src/components/orders/OrderDialogMenuItem';
import { TextDialog } from '../../../src/components/actions/TextDialog';
import { useWrite } from '../../../src/components/actions';

const titleOf = (order: Order) => (order.notes ? 'app.orders.comment.edit' : 'app.orders.comment.add');

const Dialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const { submit } = useWrite((dp, notes: string) => dp.addOrderNotes({ orderId: order._id, notes }));
  return (
    <TextDialog
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
