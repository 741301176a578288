import { formatUtcDateTime } from '../../../domain/dates';
import type { Language } from '../../../domain/preferences';
import { code128Bars } from '../../../domain/printing/barcode';
import type { PickList, PickLists } from '../../../domain/printing/pickList';
import { BODY, BOLD, drawBarcode, printable, renderPdf, type Pdf } from './pdfDocument';
import { fill, printLabels, type PrintLabels } from './labels';

/** A4, portrait: each warehouse's list starts on a page of its own. */
const PAGE = { size: 'A4', margin: 36 } as const;
const FONT = 9;

/** Column widths as shares of the page's width: SKU, Product, Units, Orders. */
const COLUMNS = [0.18, 0.37, 0.1, 0.35];

/** Draws one warehouse's list, yielding after each row and barcode (pdfDocument.ts `renderPdf`). */
function* drawList(doc: Pdf, list: PickList, words: PrintLabels, generatedAt: Date, language: Language) {
  const p = words.pick;
  doc.addPage(PAGE);
  const left = PAGE.margin;
  const full = doc.page.width - 2 * PAGE.margin;
  const widths = COLUMNS.map((share) => share * full);
  const bottom = () => doc.page.height - PAGE.margin;
  let y = PAGE.margin;

  const heading = () => {
    doc.font(BOLD).fontSize(16).fillColor('#000');
    doc.text(printable(`${p.title} — ${list.warehouse.name}`), left, y, { width: full });
    y = doc.y + 2;
    doc.font(BODY).fontSize(FONT);
    doc.text(`${p.generated_at}: ${formatUtcDateTime(generatedAt, language)} UTC`, left, y, { width: full });
    y = doc.y + 8;
  };

  const row = (texts: string[], bold = false) => {
    // A character the font lacks (an emoji in a product's name) prints as a visible mark.
    const cells = texts.map(printable);
    doc.font(bold ? BOLD : BODY).fontSize(FONT);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] - 6 }))) + 6;
    if (y + height > bottom()) {
      doc.addPage(PAGE);
      y = PAGE.margin;
    }
    let x = left;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 3, y + 3, { width: widths[i] - 6, align: i === 2 ? 'right' : 'left' });
      x += widths[i];
    });
    y += height;
    doc
      .lineWidth(0.5)
      .moveTo(left, y)
      .lineTo(left + full, y)
      .stroke('#000');
  };

  heading();
  row([p.sku, p.product, p.units, p.orders], true);
  for (const r of list.rows) {
    row([r.sku, r.product, String(r.units), r.orders.join(', ')]);
    yield;
  }
  row([p.total, fill(p.totals, list.totals), String(list.totals.units), ''], true);

  // A barcode per order on the list, three across, for the packer to scan.
  y += 14;
  if (y + 70 > bottom()) {
    doc.addPage(PAGE);
    y = PAGE.margin;
  }
  doc.font(BOLD).fontSize(11).text(p.order_barcodes, left, y, { width: full });
  y = doc.y + 6;
  const across = 3;
  for (const [i, number] of list.orders.entries()) {
    if (i % across === 0 && i > 0) y += 64;
    if (y + 60 > bottom()) {
      doc.addPage(PAGE);
      y = PAGE.margin;
    }
    drawBarcode(doc, code128Bars(number), left + (i % across) * (full / across), y, {
      module: 1,
      height: 40,
    });
    yield;
  }
}

/** The pick lists as one PDF, each warehouse's on its own pages, in `language`. */
export function pickListsPdf(picked: PickLists, language: Language, generatedAt: Date): Promise<Buffer> {
  const words = printLabels(language);
  return renderPdf(words.pick.title, function* (doc) {
    for (const [i, list] of picked.lists.entries()) {
      yield* drawList(doc, list, words, generatedAt, language);
      // The selected orders no list has are named once, under the last list.
      if (i === picked.lists.length - 1 && picked.unpicked.length) {
        doc
          .moveDown(5)
          .font(BODY)
          .fontSize(FONT)
          .text(fill(words.pick.unpicked, { orders: picked.unpicked.join(', ') }), PAGE.margin, undefined, {
            width: doc.page.width - 2 * PAGE.margin,
          });
      }
    }
  });
}
