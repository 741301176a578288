import fs from 'node:fs';
import path from 'node:path';
import sanitizeHtml from 'sanitize-html';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema';
import { sanitizeEmailHtml } from '../html';
import { emailTexts } from '../../../domain/emailTexts';
import type { OutgoingEmail } from '../mail';

/**
 * The e-mail of a scheduled order (DESIGN.md section 4 steps 5 and 8): a purchase order to
 * its supplier, a pickup order to its shipping agent. Both write their own text (subject and
 * body with {{table}}) on their master record; the table is the order's.
 */
export interface ScheduledEmailContent {
  /** The outbox kind: 'purchase-order', 'pickup-order'. */
  kind: string;
  /** The supplier's or agent's notification settings, and the language of its e-mails. */
  recipient: { contactEmail: string; emailSubject: string; customeEmail: string; emailLanguage?: string };
  /** When the recipient wrote no subject. */
  defaultSubject: string;
  table: OrderTable;
  from: string | null;
  /** The settings' signature image, on disk, shown at its saved width. */
  signature: { path: string; fileName: string; width: number | null } | null;
}

export const TABLE_PLACEHOLDER = '{{table}}';
export const SIGNATURE_CID = 'signature@fulfilment';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const CELL = 'style="border:1px solid #ccc;padding:4px 8px;text-align:left"';
const HEAD = 'style="overflow-wrap:anywhere;word-break:break-word"';

/** A bordered table: every value escaped. */
function htmlTable(headers: readonly string[], rows: readonly (string | number)[][]): string {
  return (
    `<table style="border-collapse:collapse"><thead><tr>` +
    headers.map((h) => `<th ${CELL}>${escapeHtml(h)}</th>`).join('') +
    `</tr></thead><tbody>` +
    rows
      .map((r) => `<tr>${r.map((v) => `<td ${CELL}>${escapeHtml(String(v))}</td>`).join('')}</tr>`)
      .join('') +
    '</tbody></table>'
  );
}

/** The same table as plain text. */
const textTable = (headers: readonly string[], rows: readonly (string | number)[][]) =>
  [headers.join(' | '), ...rows.map((r) => r.join(' | '))].join('\n');

/** What an order's table shows: its number, what the kind says next, then each destination's lines. */
export interface OrderTable {
  /** 'PO Number: PO-001000'. */
  title: string;
  /** What stands between the title and the destinations (a pickup order's place), as HTML and text lines. */
  intro?: { html: string; text: string[] };
  headers: readonly string[];
  /** The first line of each destination's heading in bold (a purchase order's recipient). */
  boldFirst?: boolean;
  /** Per destination: its heading lines, then its rows. */
  sections: { head: string[]; rows: (string | number)[][] }[];
}

/** The order's table as HTML: every value escaped. */
export function orderTableHtml(table: OrderTable): string {
  const parts = [`<p><strong>${escapeHtml(table.title)}</strong></p>`];
  if (table.intro) parts.push(table.intro.html);
  for (const s of table.sections) {
    const head = s.head.map(escapeHtml);
    if (table.boldFirst && head.length) head[0] = `<strong>${head[0]}</strong>`;
    // A long unbroken name (224 characters) wraps rather than widening the mail past a phone's screen.
    parts.push(`<p ${HEAD}>${head.join('<br>')}</p>`, htmlTable(table.headers, s.rows));
  }
  return parts.join('\n');
}

/** The same table as plain text, for the text alternative. */
export function orderTableText(table: OrderTable): string {
  const lines = [table.title, ...(table.intro?.text ?? [])];
  for (const s of table.sections) lines.push('', ...s.head, textTable(table.headers, s.rows));
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

/** Recipients' texts as sanitised, by the text: most share one, and sanitising is most of an e-mail's cost. */
const sanitisedTexts = new Map<string, { body: string; bodyText: string }>();
const SANITISED_KEPT = 1_000;

/** A recipient's text sanitised, and as plain text (the same text gives the same, so it is kept). */
function recipientText(customeEmail: string) {
  let kept = sanitisedTexts.get(customeEmail);
  if (!kept) {
    const body = sanitizeEmailHtml(customeEmail);
    kept = { body, bodyText: textOf(body) };
    if (sanitisedTexts.size >= SANITISED_KEPT) sanitisedTexts.clear();
    sanitisedTexts.set(customeEmail, kept);
  }
  return kept;
}

/**
 * The recipient's own e-mail text (sanitised again: it may predate the sanitiser) with
 * {{table}} replaced by the order's table, or the table appended when the text has no
 * placeholder; the signature image below at its saved width; a plain-text alternative.
 */
export function renderScheduledEmail(content: ScheduledEmailContent): OutgoingEmail {
  const { body, bodyText } = recipientText(content.recipient.customeEmail ?? '');
  const table = orderTableHtml(content.table);
  const tableText = orderTableText(content.table);
  const hasPlaceholder = body.includes(TABLE_PLACEHOLDER);
  let html = hasPlaceholder ? body.split(TABLE_PLACEHOLDER).join(table) : `${body}\n${table}`.trim();
  let text = hasPlaceholder
    ? bodyText.split(TABLE_PLACEHOLDER).join(`\n${tableText}\n`)
    : `${bodyText}\n\n${tableText}`.trim();
  const attachments: OutgoingEmail['attachments'] = [];
  if (content.signature) {
    const width = content.signature.width ? ` width="${content.signature.width}"` : '';
    const alt = escapeHtml(emailTexts(content.recipient.emailLanguage).signatureAlt);
    html += `\n<p><img src="cid:${SIGNATURE_CID}" alt="${alt}"${width}></p>`;
    attachments.push({
      filename: content.signature.fileName,
      path: content.signature.path,
      cid: SIGNATURE_CID,
    });
  }
  text = `${text.trim()}\n`;
  return {
    kind: content.kind,
    to: content.recipient.contactEmail,
    subject: content.recipient.emailSubject.trim() || content.defaultSubject,
    html,
    text,
    ...(content.from ? { from: content.from } : {}),
    attachments,
  };
}

/** The settings' sender and signature image; a signature whose file has gone is left out. */
export async function emailSettings(
  db: DbOrTx,
  imagesDir: string,
): Promise<Pick<ScheduledEmailContent, 'from' | 'signature'>> {
  const [config] = await db.select().from(settings);
  const imageFile = config?.emailImgSignature
    ? path.join(imagesDir, path.basename(config.emailImgSignature))
    : null;
  return {
    from: config?.sendFromEmail ?? null,
    signature:
      imageFile && fs.existsSync(imageFile)
        ? { path: imageFile, fileName: path.basename(imageFile), width: config?.imageSize ?? null }
        : null,
  };
}
