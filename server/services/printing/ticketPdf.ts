import type { Language } from '../../../domain/preferences';
import { code128Bars } from '../../../domain/printing/barcode';
import type { Ticket } from '../../../domain/printing/tickets';
import { BODY, BOLD, drawBarcode, renderPdf, type Pdf } from './pdfDocument';
import { printLabels, type PrintLabels } from './labels';
import { LABEL_SIZE, PAD, TICKET_PAGE, ticketLayout } from './ticketLayout';

/** One ticket on a page of its own: its frame, title, boxes (ticketLayout.ts) and barcode. */
function drawTicket(doc: Pdf, ticket: Ticket, words: PrintLabels, generatedAt: Date, language: Language) {
  doc.addPage(TICKET_PAGE);
  const left = TICKET_PAGE.margin;
  const full = doc.page.width - 2 * TICKET_PAGE.margin;
  doc
    .lineWidth(1.6)
    .rect(left - 3, TICKET_PAGE.margin - 3, full + 6, doc.page.height - 2 * TICKET_PAGE.margin + 6)
    .stroke('#000');
  doc
    .font(BOLD)
    .fontSize(16)
    .text(words.ticket.title, left, TICKET_PAGE.margin, { width: full, align: 'center' });
  const layout = ticketLayout(doc, ticket, words, generatedAt, language);
  for (const box of layout.boxes) {
    doc.lineWidth(0.8).rect(box.x, box.y, box.width, box.height).stroke('#000');
    doc
      .font(BOLD)
      .fontSize(LABEL_SIZE)
      .fillColor('#000')
      .text(box.label.toUpperCase(), box.x + PAD, box.y + PAD, { width: box.width - 2 * PAD });
    doc
      .font(BODY)
      .fontSize(box.fitted.size)
      .text(box.fitted.text, box.x + PAD, box.y + PAD + box.labelHeight + 2, { width: box.width - 2 * PAD });
  }
  if (layout.barcode && ticket.number)
    drawBarcode(doc, code128Bars(ticket.number), layout.barcode.x, layout.barcode.y, {
      module: 1,
      height: 30,
    });
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
