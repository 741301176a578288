import { assignOrderNotesBody } from '../../../domain/schemas/purchasing';
import { AssignOrderMenuItem } from './AssignOrderMenuItem';
import { assignOrderRef } from './AssignOrderScope';
import { PoTextDialog } from './PoTextDialog';

const hasNotes = (notes: string | null) => !!notes?.trim();

/** Add Comment, or Edit Comment once the assign order has one: sent POs only (spec 000 section 2). */
export const CommentMenuItem = () => (
  <AssignOrderMenuItem
    change="notes"
    label={({ assignOrder }) => `app.purchase_orders.comment.${hasNotes(assignOrder.notes) ? 'edit' : 'add'}`}
    dialog={(scope, close) => (
      <PoTextDialog
        scope={scope}
        title={`app.purchase_orders.comment.${hasNotes(scope.assignOrder.notes) ? 'edit' : 'add'}_title`}
        label="app.purchase_orders.comment.label"
        initial={scope.assignOrder.notes ?? ''}
        multiline
        schema={assignOrderNotesBody.shape.notes}
        call={(dp, s, notes) => dp.addAssignOrderNotes({ ...assignOrderRef(s), notes })}
        onClose={close}
      />
    )}
  />
);
