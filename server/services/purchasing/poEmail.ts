import type { OutgoingEmail } from '../mail';
import {
  escapeHtml,
  htmlTable,
  renderScheduledEmail,
  SIGNATURE_CID,
  TABLE_PLACEHOLDER,
  textTable,
} from '../scheduledOrders/scheduledEmail';

/** What a PO e-mail shows (DESIGN.md section 4 step 5): per assign order, destination then lines. */
export interface PoEmailContent {
  poNumber: string;
  supplier: { contactEmail: string; emailSubject: string; customeEmail: string };
  assignments: {
    orderNumber: string;
    recipient: { name: string; address: string };
    lines: { supplierSku: string; supplierProductName: string; units: number }[];
  }[];
  from: string | null;
  /** The settings' signature image, on disk, shown at its saved width. */
  signature: { path: string; fileName: string; width: number | null } | null;
}

export { SIGNATURE_CID, TABLE_PLACEHOLDER };

const HEADERS = ['Supplier SKU', 'Supplier Product Name', 'Units'];

/** The PO's table as HTML: every value escaped. */
export function poTableHtml(content: PoEmailContent): string {
  const parts = [`<p><strong>PO Number: ${escapeHtml(content.poNumber)}</strong></p>`];
  for (const a of content.assignments) {
    parts.push(
      `<p><strong>${escapeHtml(a.recipient.name)}</strong><br>${escapeHtml(a.recipient.address)}` +
        `<br>Order: ${escapeHtml(a.orderNumber)}</p>`,
      htmlTable(
        HEADERS,
        a.lines.map((l) => [l.supplierSku, l.supplierProductName, l.units]),
      ),
    );
  }
  return parts.join('\n');
}

/** The same table as plain text, for the text alternative. */
export function poTableText(content: PoEmailContent): string {
  const lines = [`PO Number: ${content.poNumber}`];
  for (const a of content.assignments) {
    lines.push('', a.recipient.name, a.recipient.address, `Order: ${a.orderNumber}`);
    lines.push(
      textTable(
        HEADERS,
        a.lines.map((l) => [l.supplierSku, l.supplierProductName, l.units]),
      ),
    );
  }
  return lines.join('\n');
}

/** The supplier's own e-mail text with the PO's table (server/services/scheduledOrders/scheduledEmail.ts). */
export function renderPoEmail(content: PoEmailContent): OutgoingEmail {
  return renderScheduledEmail({
    kind: 'purchase-order',
    recipient: content.supplier,
    defaultSubject: `Purchase order ${content.poNumber}`,
    tableHtml: poTableHtml(content),
    tableText: poTableText(content),
    from: content.from,
    signature: content.signature,
  });
}
