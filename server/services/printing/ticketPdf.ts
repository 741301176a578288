import { formatUtcDateTime } from '../../../domain/dates';
import { formatKg } from '../../../domain/parcel';
import type { Language } from '../../../domain/preferences';
import { code128Bars } from '../../../domain/printing/barcode';
import type { Ticket, TicketItem } from '../../../domain/printing/tickets';
import { BODY, BOLD, drawBarcode, renderPdf, type Pdf } from './pdfDocument';
import { printLabels, type PrintLabels } from './labels';

/** A5, portrait: a label sheet, one ticket a page. */
const PAGE = { size: 'A5', margin: 24 } as const;
const GAP = 4;
const PAD = 5;

/** The height a box needs for its label and text at `width`. */
function boxHeight(doc: Pdf, label: string, text: string, width: number) {
  const labelHeight = doc
    .font(BOLD)
    .fontSize(7)
    .heightOfString(label.toUpperCase(), { width: width - 2 * PAD });
  const textHeight = doc
    .font(BODY)
    .fontSize(10)
    .heightOfString(text || ' ', { width: width - 2 * PAD });
  return { labelHeight, height: labelHeight + textHeight + 2 * PAD + 2 };
}

/** One ruled box of the ticket: its label and its text; answers its height. */
function box(doc: Pdf, label: string, text: string, x: number, y: number, width: number, minHeight = 0) {
  const { labelHeight, height: needed } = boxHeight(doc, label, text, width);
  const height = Math.max(minHeight, needed);
  doc.lineWidth(0.8).rect(x, y, width, height).stroke('#000');
  doc
    .font(BOLD)
    .fontSize(7)
    .fillColor('#000')
    .text(label.toUpperCase(), x + PAD, y + PAD, { width: width - 2 * PAD });
  doc
    .font(BODY)
    .fontSize(10)
    .text(text, x + PAD, y + PAD + labelHeight + 2, { width: width - 2 * PAD });
  return height;
}

/** The SKU list: a pack's products indented under it. Long lists run into two columns' text. */
const itemLines = (items: readonly TicketItem[]) =>
  items.flatMap((item) => [`• ${item.sku}`, ...(item.contents ?? []).map((sku) => `    – ${sku}`)]);

/** Lines beyond what a page holds are summed up in one last line, so a ticket stays one page. */
const MAX_ITEM_LINES = 24;

function drawTicket(doc: Pdf, ticket: Ticket, words: PrintLabels, generatedAt: Date, language: Language) {
  const t = words.ticket;
  doc.addPage(PAGE);
  const left = PAGE.margin;
  const full = doc.page.width - 2 * PAGE.margin;
  const half = (full - GAP) / 2;
  let y = PAGE.margin;
  doc
    .lineWidth(1.6)
    .rect(left - 3, y - 3, full + 6, doc.page.height - 2 * PAGE.margin + 6)
    .stroke('#000');
  doc.font(BOLD).fontSize(16).text(t.title, left, y, { width: full, align: 'center' });
  y += 24;

  // Both boxes of a pair as high as the higher one needs.
  const pair = (a: [string, string], b: [string, string], minHeight = 0) => {
    const height = Math.max(
      minHeight,
      ...[a, b].map(([label, text]) => boxHeight(doc, label, text, half).height),
    );
    box(doc, a[0], a[1], left, y, half, height);
    box(doc, b[0], b[1], left + half + GAP, y, half, height);
    y += height + GAP;
  };

  pair(
    [t.sender, ticket.sender || words.notAvailable],
    [t.destination, [ticket.name, ticket.destination].filter(Boolean).join('\n') || words.notAvailable],
  );
  // The number's box holds its barcode under the number.
  const numberTop = y;
  const numberHeight = box(doc, t.order_number, ticket.number || words.notAvailable, left, y, half, 78);
  if (ticket.number)
    drawBarcode(doc, code128Bars(ticket.number), left + PAD - 6, numberTop + 30, { module: 1, height: 30 });
  box(
    doc,
    t.shipping_type,
    ticket.shippingType || t.standard,
    left + half + GAP,
    numberTop,
    half,
    numberHeight,
  );
  y = numberTop + numberHeight + GAP;
  pair(
    [t.generated_at, `${formatUtcDateTime(generatedAt, language)} UTC`],
    [t.total_weight, formatKg(ticket.weight, language)],
  );
  const lines = itemLines(ticket.items);
  const shown =
    lines.length > MAX_ITEM_LINES
      ? [...lines.slice(0, MAX_ITEM_LINES - 1), `… +${lines.length - MAX_ITEM_LINES + 1}`]
      : lines;
  y += box(doc, t.internal_skus, shown.join('\n') || words.notAvailable, left, y, full) + GAP;
  pair([t.customer_name, ticket.name || words.notAvailable], [t.contact, ticket.contact || words.noPhone]);
  box(doc, t.address, ticket.destination || words.notAvailable, left, y, full);
}

/** The tickets as one PDF, one ticket a page (spec 000 "Shipping Ticket"), in `language`. */
export function ticketsPdf(
  tickets: readonly Ticket[],
  language: Language,
  generatedAt: Date,
): Promise<Buffer> {
  const words = printLabels(language);
  return renderPdf(words.ticket.title, function* (doc) {
    for (const ticket of tickets) {
      drawTicket(doc, ticket, words, generatedAt, language);
      yield;
    }
  });
}
