import type { ReactNode } from 'react';
import { canChangePo, type PoChange } from '../../../domain/purchaseOrders';
import { DialogMenuItem } from '../../../src/components/actions';
import { useAssignOrderScope, type AssignOrderScope } from './AssignOrderScope';

/**
 * An assign order's menu entry that opens its action's dialog (the kit's DialogMenuItem); shown
 * only when the PO's status allows the change (canChangePo, domain/purchaseOrders.ts).
 */
export const AssignOrderMenuItem = ({
  change,
  label,
  dialog,
  danger,
}: {
  change: PoChange;
  label: string | ((scope: AssignOrderScope) => string);
  dialog: (scope: AssignOrderScope, close: () => void) => ReactNode;
  danger?: boolean;
}) => {
  const scope = useAssignOrderScope();
  if (!canChangePo(scope.po.notification_status, change)) return null;
  return (
    <DialogMenuItem
      label={typeof label === 'function' ? label(scope) : label}
      danger={danger}
      dialog={(close) => dialog(scope, close)}
    />
  );
};
