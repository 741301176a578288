import { consolidateScreenOptions } from '../../../domain/readiness';
import { consolidatedState } from './consolidatedState';
import { OrderDialogMenuItem } from '../../../src/components/orders/OrderDialogMenuItem';
import { lazyDialog } from '../../../src/components/actions';

const Dialog = lazyDialog(() =>
  import('./ChangeConsolidatedStatusDialog').then((m) => m.ChangeConsolidatedStatusDialog),
);

/** The Consolidate screen's Change Status: enabled when domain/readiness.ts offers a status. */
export const ChangeConsolidatedStatusMenuItem = () => (
  <OrderDialogMenuItem
    label="app.orders.change_status"
    disabled={(order) => consolidateScreenOptions(consolidatedState(order)).length === 0}
    dialog={(order, close) => <Dialog order={order} onClose={close} />}
  />
);
