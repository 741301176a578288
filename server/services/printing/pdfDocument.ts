import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Barcode } from '../../../domain/printing/barcode';

export type Pdf = InstanceType<typeof PDFDocument>;

/** Quiet zone each side of a barcode, in modules: Code 128 asks for ten. */
const QUIET = 10;

/** The fonts every PDF writes with, by the names `doc.font()` takes. */
export const BODY = 'Body';
export const BOLD = 'Bold';

/**
 * DejaVu Sans, read once: a PDF's own Helvetica only encodes Latin-1, so names such as Łukasz
 * Dvořák or a Greek street would print as wrong letters. pdfkit embeds only the glyphs a PDF uses.
 */
const fontFile = (name: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
let fonts: { body: Buffer; bold: Buffer } | undefined;
const loadedFonts = () =>
  (fonts ??= { body: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') });

/** A PDF written page by page by `draw`, as one Buffer, in DejaVu Sans (BODY and BOLD). */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: title }, compress: true });
  const { body, bold } = loadedFonts();
  doc.registerFont(BODY, body);
  doc.registerFont(BOLD, bold);
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
    .font(BODY)
    .fontSize(9)
    .fillColor('#000')
    .text(barcode.text, x, y + height + 2, { width, align: 'center', lineBreak: false });
  return width;
}
