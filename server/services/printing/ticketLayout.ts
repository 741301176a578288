import { formatUtcDateTime } from '../../../domain/dates';
import { formatKg } from '../../../domain/parcel';
import type { Language } from '../../../domain/preferences';
import { fitText, type FittedText } from '../../../domain/printing/fitText';
import type { Ticket, TicketItem } from '../../../domain/printing/tickets';
import { BODY, BOLD, printable, type Pdf } from './pdfDocument';
import type { PrintLabels } from './labels';

/** A5, portrait: a label sheet, one ticket a page. */
export const TICKET_PAGE = { size: 'A5', margin: 24 } as const;
const GAP = 4;
export const PAD = 5;
export const LABEL_SIZE = 7;
const TEXT_SIZE = 10;
/** The smallest print a packer still reads on a label. */
const MIN_SIZE = 6;

/** One ruled box of a ticket: its label, and its text as it fits. */
export interface TicketBox {
  label: string;
  fitted: FittedText;
  x: number;
  y: number;
  width: number;
  height: number;
  labelHeight: number;
}

export interface TicketLayout {
  boxes: TicketBox[];
  /** Where the number's barcode goes (under the number, in its box). */
  barcode: { x: number; y: number } | null;
  page: { width: number; height: number };
}

/** The SKU list: a pack's products indented under it. */
const itemLines = (items: readonly TicketItem[]) =>
  items.flatMap((item) => [`• ${item.sku}`, ...(item.contents ?? []).map((sku) => `    – ${sku}`)]);

/** Lines beyond what a page holds are summed up in one last line, so a ticket stays one page. */
const MAX_ITEM_LINES = 24;

/**
 * What each box's text may take at most, in points, so the ticket keeps to one page (`line`: one
 * line at the text's size, as the number above its barcode).
 */
const MAX_TEXT = { pair: 96, small: 24, bottom: 44, line: 12 };

/**
 * Where every box of a ticket goes and how its text fits (wrapped, then shrunk to MIN_SIZE, then
 * cut with '…'), measured with the PDF's own font; characters the font lacks are replaced
 * (`printable`). `drawTicket` draws exactly this, so a test can check that every text fits its box.
 */
export function ticketLayout(
  doc: Pdf,
  ticket: Ticket,
  words: PrintLabels,
  generatedAt: Date,
  language: Language,
): TicketLayout {
  const t = words.ticket;
  const page = { width: 419.53, height: 595.28 }; // A5 in points
  const left = TICKET_PAGE.margin;
  const full = page.width - 2 * TICKET_PAGE.margin;
  const half = (full - GAP) / 2;
  const bottom = page.height - TICKET_PAGE.margin;
  const boxes: TicketBox[] = [];

  const labelHeightOf = (label: string, width: number) =>
    doc
      .font(BOLD)
      .fontSize(LABEL_SIZE)
      .heightOfString(label.toUpperCase(), { width: width - 2 * PAD });
  const fit = (text: string, width: number, maxHeight: number) =>
    fitText(printable(text) || ' ', { size: TEXT_SIZE, minSize: MIN_SIZE, maxHeight }, (some, size) =>
      doc
        .font(BODY)
        .fontSize(size)
        .heightOfString(some, { width: width - 2 * PAD }),
    );
  /** A box's parts before it is placed: its height is what its label and text need. */
  const measured = (label: string, text: string, width: number, maxText: number) => {
    const labelHeight = labelHeightOf(label, width);
    const fitted = fit(text, width, maxText);
    return { label, fitted, labelHeight, width, height: labelHeight + fitted.height + 2 * PAD + 2 };
  };
  type Measured = ReturnType<typeof measured>;
  const place = (box: Measured, x: number, y: number, height = box.height) => {
    boxes.push({ ...box, x, y, height });
  };
  // Both boxes of a pair as high as the higher one needs; answers the height.
  const pair = (a: Measured, b: Measured, y: number, minHeight = 0) => {
    const height = Math.max(minHeight, a.height, b.height);
    place(a, left, y, height);
    place(b, left + half + GAP, y, height);
    return height;
  };

  let y = TICKET_PAGE.margin + 24; // under the title
  y +=
    pair(
      measured(t.sender, ticket.sender || words.notAvailable, half, MAX_TEXT.pair),
      measured(
        t.destination,
        [ticket.name, ticket.destination].filter(Boolean).join('\n') || words.notAvailable,
        half,
        MAX_TEXT.pair,
      ),
      y,
    ) + GAP;
  // The number's box holds its barcode under the number.
  const numberTop = y;
  y +=
    pair(
      measured(t.order_number, ticket.number || words.notAvailable, half, MAX_TEXT.line),
      measured(t.shipping_type, ticket.shippingType || t.standard, half, MAX_TEXT.pair / 2),
      y,
      78,
    ) + GAP;
  y +=
    pair(
      measured(t.generated_at, `${formatUtcDateTime(generatedAt, language)} UTC`, half, MAX_TEXT.small),
      measured(t.total_weight, formatKg(ticket.weight, language), half, MAX_TEXT.small),
      y,
    ) + GAP;
  // The last two rows are measured first: the SKU list takes what they leave.
  const name = measured(t.customer_name, ticket.name || words.notAvailable, half, MAX_TEXT.bottom);
  const contact = measured(t.contact, ticket.contact || words.noPhone, half, MAX_TEXT.bottom);
  const address = measured(t.address, ticket.destination || words.notAvailable, full, MAX_TEXT.bottom);
  const lastRows = Math.max(name.height, contact.height) + GAP + address.height;
  const lines = itemLines(ticket.items);
  const shown =
    lines.length > MAX_ITEM_LINES
      ? [...lines.slice(0, MAX_ITEM_LINES - 1), `… +${lines.length - MAX_ITEM_LINES + 1}`]
      : lines;
  const skuLabel = labelHeightOf(t.internal_skus, full);
  const skus = measured(
    t.internal_skus,
    shown.join('\n') || words.notAvailable,
    full,
    bottom - y - lastRows - GAP - skuLabel - 2 * PAD - 2,
  );
  place(skus, left, y);
  y += skus.height + GAP;
  y += pair(name, contact, y) + GAP;
  place(address, left, y);
  return { boxes, barcode: ticket.number ? { x: left + PAD - 6, y: numberTop + 30 } : null, page };
}
