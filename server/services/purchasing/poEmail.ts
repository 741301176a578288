import { emailTexts } from '../../../domain/emailTexts';
import type { OutgoingEmail } from '../mail';
import {
  renderScheduledEmail,
  SIGNATURE_CID,
  TABLE_PLACEHOLDER,
  type ScheduledEmailContent,
} from '../scheduledOrders/scheduledEmail';

/** What a PO e-mail shows (DESIGN.md section 4 step 5): per assign order, destination then lines. */
export interface PoEmailContent extends Pick<ScheduledEmailContent, 'from' | 'signature'> {
  poNumber: string;
  supplier: ScheduledEmailContent['recipient'];
  assignments: {
    orderNumber: string;
    recipient: { name: string; address: string };
    lines: { supplierSku: string; supplierProductName: string; units: number }[];
  }[];
}

export { SIGNATURE_CID, TABLE_PLACEHOLDER };

/**
 * The supplier's own e-mail text with the PO's table (server/services/scheduledOrders/scheduledEmail.ts),
 * the table's words in the supplier's e-mail language.
 */
export function renderPoEmail(content: PoEmailContent): OutgoingEmail {
  const t = emailTexts(content.supplier.emailLanguage).po;
  return renderScheduledEmail({
    kind: 'purchase-order',
    recipient: content.supplier,
    defaultSubject: t.subject(content.poNumber),
    table: {
      title: t.title(content.poNumber),
      headers: t.headers,
      boldFirst: true,
      sections: content.assignments.map((a) => ({
        head: [a.recipient.name, a.recipient.address, t.order(a.orderNumber)],
        rows: a.lines.map((l) => [l.supplierSku, l.supplierProductName, l.units]),
      })),
    },
    from: content.from,
    signature: content.signature,
  });
}
