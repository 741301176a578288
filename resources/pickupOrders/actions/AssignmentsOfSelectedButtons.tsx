import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { PUO_ASSIGNMENT_STATUSES } from '../../../domain/orderStatus';
import type { PuoAssignmentStatus } from '../../../domain/pickupOrders';
import { BulkActionButton, SelectedCount } from '../../../src/components/actions';
import { ChangeStatusDialog } from '../../../src/components/orders/ChangeStatusDialog';
import {
  AddShippingInfoForm,
  sharedValue,
  type ShippingInfo,
} from '../../../src/components/orders/ShippingInfoForms';
import type { PickupOrder } from '../types';
import { puoStatusChoices } from './puoStatusChoices';

/** The banner names a refused PUO by its number. */
const rowName = (puo: PickupOrder) => puo.pickupOrderNumber;

/** The orders' Shipping Info texts, as the assignment's own dialog reads them. */
const TEXTS = 'app.orders.shipping_info';

/** The selected PUOs' one agent, the name the Shipping Info starts with; none when they differ. */
const sharedAgentName = (selected: readonly PickupOrder[]) =>
  sharedValue(selected.map((puo) => puo.assigned_to?.name ?? ''));

/**
 * Shipping Info of the selected PUOs (POST /add-shipping-info-to-pickup-order-batch): one
 * tracking fits the whole pickup, so it goes on every assignment of each PUO that has none yet,
 * as each assignment's own Add Shipping Info adds it (the same fields and checks); the banner
 * names the PUOs refused and why (one fully tracked already says so).
 */
export const ShippingInfoOfSelectedButton = () => (
  <BulkActionButton<ShippingInfo, PickupOrder>
    label={`${TEXTS}.add_title`}
    icon={<LocalShippingIcon />}
    call={(dp, ids, info) => dp.addPuoShippingInfoBatch({ ids, ...info })}
    rowName={rowName}
    dialog={(save, close, selected, count) => (
      <AddShippingInfoForm
        texts={TEXTS}
        agentName={sharedAgentName(selected)}
        submitLabel="app.pickup_orders.shipping_info_done"
        save={save}
        onClose={close}
      >
        <SelectedCount text="app.pickup_orders.bulk.shipping_info_of_selected" count={count} />
      </AddShippingInfoForm>
    )}
  />
);

/** Every status the assignment's dialog lists; the server's rule refuses a PUO it may not take. */
const STATUS_CHOICES = puoStatusChoices(
  PUO_ASSIGNMENT_STATUSES.map((status) => ({ status, disabled: false })),
);

/**
 * Change Status of the selected PUOs (POST /change-puo-status-batch): each PUO's assignments
 * together, under the rule of an assignment's Change Status; the banner names the PUOs refused
 * and why (e.g. a delivery to a customer without its Shipping Info).
 */
export const ChangeStatusOfSelectedButton = () => (
  <BulkActionButton<{ status: PuoAssignmentStatus }, PickupOrder>
    label="app.pickup_orders.change_status"
    icon={<SyncAltIcon />}
    call={(dp, ids, { status }) => dp.changePuoStatusBatch({ ids, status })}
    rowName={rowName}
    dialog={(save, close) => (
      <ChangeStatusDialog
        options={STATUS_CHOICES.options}
        hint="app.pickup_orders.bulk.status_of_selected"
        save={(status) => save({ status: status as PuoAssignmentStatus })}
        onClose={close}
      />
    )}
  />
);
