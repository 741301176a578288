import sanitizeHtml from 'sanitize-html';
import { sanitizeEmailHtml } from '../html';
import type { OutgoingEmail } from '../mail';

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

export const TABLE_PLACEHOLDER = '{{table}}';
export const SIGNATURE_CID = 'signature@fulfilment';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const CELL = 'style="border:1px solid #ccc;padding:4px 8px;text-align:left"';

/** The PO's table as HTML: every value escaped. */
export function poTableHtml(content: PoEmailContent): string {
  const parts = [`<p><strong>PO Number: ${escapeHtml(content.poNumber)}</strong></p>`];
  for (const a of content.assignments) {
    parts.push(
      `<p><strong>${escapeHtml(a.recipient.name)}</strong><br>${escapeHtml(a.recipient.address)}` +
        `<br>Order: ${escapeHtml(a.orderNumber)}</p>`,
      `<table style="border-collapse:collapse"><thead><tr><th ${CELL}>Supplier SKU</th>` +
        `<th ${CELL}>Supplier Product Name</th><th ${CELL}>Units</th></tr></thead><tbody>` +
        a.lines
          .map(
            (l) =>
              `<tr><td ${CELL}>${escapeHtml(l.supplierSku)}</td><td ${CELL}>${escapeHtml(l.supplierProductName)}</td>` +
              `<td ${CELL}>${l.units}</td></tr>`,
          )
          .join('') +
        '</tbody></table>',
    );
  }
  return parts.join('\n');
}

/** The same table as plain text, for the text alternative. */
export function poTableText(content: PoEmailContent): string {
  const lines = [`PO Number: ${content.poNumber}`];
  for (const a of content.assignments) {
    lines.push('', a.recipient.name, a.recipient.address, `Order: ${a.orderNumber}`);
    lines.push('Supplier SKU | Supplier Product Name | Units');
    for (const l of a.lines) lines.push(`${l.supplierSku} | ${l.supplierProductName} | ${l.units}`);
  }
  return lines.join('\n');
}

/** Plain text of the (already sanitised) body: paragraphs and breaks become new lines. */
function textOf(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|h[1-4]|li|blockquote)>/gi, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The supplier's own e-mail text (sanitised again: it may predate the sanitiser) with
 * {{table}} replaced by the PO's table, or the table appended when the text has no
 * placeholder; the signature image below at its saved width; a plain-text alternative.
 */
export function renderPoEmail(content: PoEmailContent): OutgoingEmail {
  const body = sanitizeEmailHtml(content.supplier.customeEmail ?? '');
  const table = poTableHtml(content);
  const tableText = poTableText(content);
  const hasPlaceholder = body.includes(TABLE_PLACEHOLDER);
  let html = hasPlaceholder ? body.split(TABLE_PLACEHOLDER).join(table) : `${body}\n${table}`.trim();
  const bodyText = textOf(body);
  let text = hasPlaceholder
    ? bodyText.split(TABLE_PLACEHOLDER).join(`\n${tableText}\n`)
    : `${bodyText}\n\n${tableText}`.trim();
  const attachments: OutgoingEmail['attachments'] = [];
  if (content.signature) {
    const width = content.signature.width ? ` width="${content.signature.width}"` : '';
    html += `\n<p><img src="cid:${SIGNATURE_CID}" alt="Signature"${width}></p>`;
    attachments.push({
      filename: content.signature.fileName,
      path: content.signature.path,
      cid: SIGNATURE_CID,
    });
  }
  text = `${text.trim()}\n`;
  return {
    kind: 'purchase-order',
    to: content.supplier.contactEmail,
    subject: content.supplier.emailSubject.trim() || `Purchase order ${content.poNumber}`,
    html,
    text,
    ...(content.from ? { from: content.from } : {}),
    attachments,
  };
}
