import type { OutgoingEmail } from '../mail';
import {
  escapeHtml,
  htmlTable,
  renderScheduledEmail,
  textTable,
  type ScheduledEmailContent,
} from '../scheduledOrders/scheduledEmail';
import type { PickupOrderRecord } from './puoRecords';

const HEADERS = ['Internal SKU', 'Supplier SKU', 'Product', 'Units', 'Weight (kg)'];

const placeText = (record: PickupOrderRecord) => {
  const a = record.pickupId?.address;
  return a
    ? [[a.street_number, a.street_name].join(' ').trim(), a.city, a.zipCode, a.country]
        .filter(Boolean)
        .join(', ')
    : '';
};

/** What the agent collects where, and where each assignment goes: lines that are not refunded. */
function sections(record: PickupOrderRecord) {
  return record.assign_orders.map((a) => ({
    head: [`Deliver to (${a.sent_to}): ${a.recipient.name}`, a.recipient.address, `Order: ${a.order_number}`],
    rows: a.products
      .filter((p) => p.status !== 'Refund')
      .map((p) => [
        p.product_id?.internal_sku ?? '',
        p.product_id?.supplier_sku ?? '',
        p.product_id?.supplier_product_name ?? '',
        p.total_quantity,
        Math.round((p.product_id?.weight ?? 0) * p.total_quantity * 1000) / 1000,
      ]),
  }));
}

export function puoTableHtml(record: PickupOrderRecord): string {
  const parts = [
    `<p><strong>Pickup Order Number: ${escapeHtml(record.pickupOrderNumber)}</strong></p>`,
    `<p>Pick up at (${escapeHtml(record.pickupFrom)}): <strong>${escapeHtml(record.pickupId?.name ?? '')}</strong><br>${escapeHtml(placeText(record))}</p>`,
  ];
  for (const s of sections(record))
    parts.push(`<p>${s.head.map(escapeHtml).join('<br>')}</p>`, htmlTable(HEADERS, s.rows));
  return parts.join('\n');
}

export function puoTableText(record: PickupOrderRecord): string {
  const lines = [
    `Pickup Order Number: ${record.pickupOrderNumber}`,
    `Pick up at (${record.pickupFrom}): ${record.pickupId?.name ?? ''}`,
    placeText(record),
  ];
  for (const s of sections(record)) lines.push('', ...s.head, textTable(HEADERS, s.rows));
  return lines.join('\n');
}

/** The PUO e-mail to the agent's contact e-mail, in the agent's own words (same rendering as a PO's). */
export function renderPuoEmail(
  record: PickupOrderRecord,
  agent: { contactEmail: string; emailSubject: string; customeEmail: string },
  settings: Pick<ScheduledEmailContent, 'from' | 'signature'>,
): OutgoingEmail {
  return renderScheduledEmail({
    kind: 'pickup-order',
    recipient: agent,
    defaultSubject: `Pickup order ${record.pickupOrderNumber}`,
    tableHtml: puoTableHtml(record),
    tableText: puoTableText(record),
    ...settings,
  });
}
