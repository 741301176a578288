import { parentPort } from 'node:worker_threads';
import { loadedFonts } from './pdfDocument';
import { drawPdf, type PdfJob } from './pdfJob';

/** A job as pdfThread.ts sends it, and the answer: the PDF's bytes (moved, not copied) or why not. */
export interface PdfRequest {
  id: number;
  job: PdfJob;
}
export type PdfReply = { id: number; bytes: ArrayBuffer } | { id: number; error: string };

/** The bytes as an ArrayBuffer of their own: a small Buffer shares Node's pool, which must not move. */
const ownBytes = (pdf: Buffer): ArrayBuffer =>
  pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength && pdf.buffer instanceof ArrayBuffer
    ? pdf.buffer
    : new Uint8Array(pdf).buffer;

const port = parentPort;
if (!port) throw new Error('pdfWorker.ts runs as a worker thread (pdfThread.ts starts it)');
loadedFonts(); // parsed once, before the first job
port.on('message', ({ id, job }: PdfRequest) => {
  drawPdf(job).then(
    (pdf) => {
      const bytes = ownBytes(pdf);
      port.postMessage({ id, bytes } satisfies PdfReply, [bytes]);
    },
    (error: unknown) =>
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies PdfReply),
  );
});
