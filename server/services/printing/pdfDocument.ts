import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Barcode } from '../../../domain/printing/barcode';
import { printableText } from '../../../domain/printing/fitText';

export type Pdf = InstanceType<typeof PDFDocument>;

/** Quiet zone each side of a barcode, in modules: Code 128 asks for ten. */
const QUIET = 10;

/** The fonts every PDF writes with, by the names `doc.font()` takes. */
export const BODY = 'Body';
export const BOLD = 'Bold';

/** A font pdfkit draws with, parsed (fontkit's object, which pdfkit takes as a font's source). */
type ParsedFont = {
  layout: (text: string) => unknown;
  hasGlyphForCodePoint: (codePoint: number) => boolean;
};

/**
 * DejaVu Sans, read and parsed once per process (parsing both took 60 to 400 ms a PDF): a PDF's
 * own Helvetica only encodes Latin-1, so names such as Łukasz Dvořák or a Greek street would
 * print as wrong letters. pdfkit embeds only the glyphs a PDF uses. fontkit is pdfkit's own
 * parser, reached through pdfkit so both read fonts alike.
 */
const resolve = createRequire(import.meta.url);
const fontkit = createRequire(resolve.resolve('pdfkit'))('fontkit') as {
  create: (data: Buffer) => ParsedFont;
};
const parsedFont = (name: string) =>
  fontkit.create(readFileSync(resolve.resolve(`dejavu-fonts-ttf/ttf/${name}`)));
let fonts: { body: ParsedFont; bold: ParsedFont } | undefined;
export const loadedFonts = () =>
  (fonts ??= { body: parsedFont('DejaVuSans.ttf'), bold: parsedFont('DejaVuSans-Bold.ttf') });

/**
 * `text` as the PDF can print it: a character DejaVu Sans lacks (an emoji) is replaced by a visible
 * mark (domain/printing/fitText.ts MISSING_GLYPH) rather than drawn as an empty square.
 */
export const printable = (text: string) =>
  printableText(text, (codePoint) => loadedFonts().body.hasGlyphForCodePoint(codePoint));

/** A new document in DejaVu Sans (BODY and BOLD); its bytes are collected by `renderPdf`. */
export function newPdf(title: string): Pdf {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: title }, compress: true });
  const { body, bold } = loadedFonts();
  // pdfkit's types name files and buffers only; its font factory takes a parsed font as well.
  doc.registerFont(BODY, body as unknown as Buffer);
  doc.registerFont(BOLD, bold as unknown as Buffer);
  return doc;
}

/**
 * A PDF written by `draw`, as one Buffer. It runs in the print thread (pdfThread.ts), so drawing
 * in one go holds no request (issue 28: one synchronous turn on the server's thread held every
 * user for 12 s); `draw` still yields after each piece (a ticket, a row, a barcode).
 */
export async function renderPdf(title: string, draw: (doc: Pdf) => Iterable<unknown>): Promise<Buffer> {
  const doc = newPdf(title);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const _ of draw(doc)) continue;
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
