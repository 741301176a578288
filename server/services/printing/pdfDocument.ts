import PDFDocument from 'pdfkit';
import type { Barcode } from '../../../domain/printing/barcode';

export type Pdf = InstanceType<typeof PDFDocument>;

/** Quiet zone each side of a barcode, in modules: Code 128 asks for ten. */
const QUIET = 10;

/**
 * A PDF written page by page by `draw`, as one Buffer. Helvetica, the PDF's own font: nothing to
 * embed, and it covers the Latin-1 letters of the operator's customers.
 */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: title }, compress: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/**
 * A barcode's bars as filled rectangles from (x, y), `module` points a module, with its text
 * under it; answers the width it took, quiet zones included.
 */
export function drawBarcode(
  doc: Pdf,
  barcode: Barcode,
  x: number,
  y: number,
  { module = 1.2, height = 40 }: { module?: number; height?: number } = {},
): number {
  const width = (barcode.modules + 2 * QUIET) * module;
  doc.save();
  for (const bar of barcode.bars) doc.rect(x + (bar.x + QUIET) * module, y, bar.width * module, height);
  doc.fill('#000');
  doc.restore();
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#000')
    .text(barcode.text, x, y + height + 2, { width, align: 'center', lineBreak: false });
  return width;
}
