import type { OutgoingEmail } from '../mail';
import {
  escapeHtml,
  renderScheduledEmail,
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

/** The PUO e-mail to the agent's contact e-mail, in the agent's own words (same rendering as a PO's). */
export function renderPuoEmail(
  record: PickupOrderRecord,
  agent: ScheduledEmailContent['recipient'],
  settings: Pick<ScheduledEmailContent, 'from' | 'signature'>,
): OutgoingEmail {
  const place = `Pick up at (${record.pickupFrom}): `;
  const placeName = record.pickupId?.name ?? '';
  return renderScheduledEmail({
    kind: 'pickup-order',
    recipient: agent,
    defaultSubject: `Pickup order ${record.pickupOrderNumber}`,
    table: {
      title: `Pickup Order Number: ${record.pickupOrderNumber}`,
      intro: {
        html: `<p>${escapeHtml(place)}<strong>${escapeHtml(placeName)}</strong><br>${escapeHtml(placeText(record))}</p>`,
        text: [place + placeName, placeText(record)],
      },
      headers: HEADERS,
      sections: sections(record),
    },
    ...settings,
  });
}
