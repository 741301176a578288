import { OrderDialogMenuItem } from '../../../src/components/orders/OrderDialogMenuItem';
import { lazyDialog } from '../../../src/components/actions';
import { commentTitle } from './commentTitle';

const Dialog = lazyDialog(() => import('./CommentDialog').then((m) => m.CommentDialog));

/** Add Comment, or Edit Comment once the order has one (spec 000 section 2). */
export const CommentMenuItem = () => (
  <OrderDialogMenuItem
    label={commentTitle}
    dialog={(order, close) => <Dialog order={order} onClose={close} />}
  />
);
