import { isLive } from '../../../domain/liveLine';
import { emailTexts, placeText, type EmailTexts } from '../../../domain/emailTexts';
import type { OutgoingEmail } from '../mail';
import {
  escapeHtml,
  renderScheduledEmail,
  type ScheduledEmailContent,
} from '../scheduledOrders/scheduledEmail';
import type { PickupOrderRecord } from './puoRecords';

const addressText = (record: PickupOrderRecord) => {
  const a = record.pickupId?.address;
  return a
    ? [[a.street_number, a.street_name].join(' ').trim(), a.city, a.zipCode, a.country]
        .filter(Boolean)
        .join(', ')
    : '';
};

/** What the agent collects where, and where each assignment goes: lines that are not refunded. */
function sections(record: PickupOrderRecord, texts: EmailTexts) {
  const t = texts.puo;
  return record.assign_orders.map((a) => ({
    head: [
      t.deliverTo(placeText(texts, a.sent_to), a.recipient.name),
      a.recipient.address,
      t.order(a.order_number),
    ],
    rows: a.products
      .filter(isLive)
      .map((p) => [
        p.product_id?.internal_sku ?? '',
        p.product_id?.supplier_sku ?? '',
        p.product_id?.supplier_product_name ?? '',
        p.total_quantity,
        Math.round((p.product_id?.weight ?? 0) * p.total_quantity * 1000) / 1000,
      ]),
  }));
}

/**
 * The PUO e-mail to the agent's contact e-mail, in the agent's own words (same rendering as a
 * PO's), the table's words in the agent's e-mail language.
 */
export function renderPuoEmail(
  record: PickupOrderRecord,
  agent: ScheduledEmailContent['recipient'],
  settings: Pick<ScheduledEmailContent, 'from' | 'signature'>,
): OutgoingEmail {
  const texts = emailTexts(agent.emailLanguage);
  const t = texts.puo;
  const place = t.pickUpAt(placeText(texts, record.pickupFrom));
  const placeName = record.pickupId?.name ?? '';
  return renderScheduledEmail({
    kind: 'pickup-order',
    recipient: agent,
    defaultSubject: t.subject(record.pickupOrderNumber),
    table: {
      title: t.title(record.pickupOrderNumber),
      intro: {
        html: `<p>${escapeHtml(place)}<strong>${escapeHtml(placeName)}</strong><br>${escapeHtml(addressText(record))}</p>`,
        text: [place + placeName, addressText(record)],
      },
      headers: t.headers,
      sections: sections(record, texts),
    },
    ...settings,
  });
}
