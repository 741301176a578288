import type { AttentionRecord } from '../../domain/schemas/attention';
import type { Role } from '../../domain/roles';
import { withRequestedAction } from '../../src/components/actions';
import { listAddress } from '../../src/components/list';

/** A list's screen opened on one record: its search box holds the record's number. */
const searched = (path: string, term: string) => listAddress(path, { q: term });
const orderDetails = (role: Role, orderId: string) =>
  role === 'Warehouse' ? `/view-warehouse-order?id=${orderId}` : `/view-shopify-order?id=${orderId}`;

/** A supplier's PO on its Purchase Orders, the row's line's dialog opening on arrival. */
const supplierLine = (row: AttentionRecord) => {
  const list = searched('/purchase-orders', row.record_number);
  return row.line_id ? withRequestedAction(list, row.fix, row.line_id) : list;
};

/**
 * Where a row's fix is done, for the viewer's role: the screen whose dialog resolves it (the
 * Master Dashboard's warehouse choice, the Consolidate screen, Send now on To Be Sent, a
 * supplier's date or agent on its Orders, a PUO's shipping info on PUO Sent). A write-back
 * opens its order (its timeline says what the shop answered); an e-mail has no screen: null
 * (the Admin's Resend is a call of its own, AttentionList, as is the Admin's Send now). A
 * warehouse or consolidation choice, and a supplier's date or agent for the row's line, opens
 * itself on arrival (useRequestedAction).
 */
export function fixTarget(row: AttentionRecord, role: Role): string | null {
  const number = row.record_number;
  switch (row.fix) {
    // The row's choice opens on arrival: one click from the queue to the decision.
    case 'choose-warehouse':
      return withRequestedAction(searched('/master-dashboard', number), row.fix, row.item_id);
    case 'decide-consolidation':
      return withRequestedAction(searched('/consolidate-unconsolidate', number), row.fix, row.item_id);
    case 'open-order':
    case 'retry-write-back':
      return row.order_id ? orderDetails(role, row.order_id) : null;
    case 'send-now':
      return searched('/to-be-sent', number);
    case 'set-estimated-date':
      return role === 'Supplier' ? supplierLine(row) : searched('/sent', number);
    // The Admin sets agents where the warehouse and the supplier do (every warehouse's orders,
    // every supplier's lines): the same screens, the row's agent dialog opening on arrival.
    case 'set-agent':
      if (row.record_kind === 'order')
        return withRequestedAction(searched('/warehouse-orders', number), row.fix, row.item_id);
      return supplierLine(row);
    case 'open-pickup-order':
      return searched('/puo-sent', number);
    case 'add-shipping-info':
      return withRequestedAction(searched('/puo-sent', number), row.fix, row.item_id);
    case 'resend-email':
      return null;
    // A shop's row: the Channels page shows its sweep, webhooks and counts.
    case 'open-channels':
      return '/channels';
  }
}
