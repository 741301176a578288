import { notesBody } from '../../../domain/schemas/orders';
import type { Order } from '../../../src/components/orders/types';
import { TextDialog } from '../../../src/components/actions/TextDialog';
import { useWrite } from '../../../src/components/actions';
import { commentTitle } from './commentTitle';

/** Add Comment or Edit Comment of one order (CommentMenuItem). */
export const CommentDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const { submit } = useWrite((dp, notes: string) => dp.addOrderNotes({ orderId: order._id, notes }));
  return (
    <TextDialog
      title={commentTitle(order)}
      label="app.orders.comment.label"
      initial={order.notes ?? ''}
      multiline
      schema={notesBody.shape.notes}
      save={submit}
      onClose={onClose}
    />
  );
};
