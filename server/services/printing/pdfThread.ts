import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/errors';
import type { PdfJob } from './pdfJob';
import type { PdfReply, PdfRequest } from './pdfWorker';
import { say } from '../../../domain/texts/answers';

/** A PDF not drawn within this is answered as a 503 (and the thread started afresh), never a hang. */
export const PDF_TIMEOUT_MS = 60_000;

const ENTRY = new URL('./pdfWorker.mjs', import.meta.url);

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** The thread died or timed out: a 503, try again; the drawing itself failed: a 500. */
const failed = (why: string, status = 503) => new AppError(status, say('pdfNotDrawn', { why }));

/**
 * The print thread (issue 28, "printing stops every user"): one long-lived worker draws every
 * PDF, so a 500-ticket PDF (seconds of pdfkit, fontkit and deflate, in steps no slicing could
 * split) never holds the server's own thread. Started on the first print, it keeps the process
 * alive only while a PDF is awaited; if it dies or a PDF times out, the waiting prints get a 503
 * and the next print starts a new one. The jobs queue in the thread, one PDF at a time.
 */
class PdfThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  draw(job: PdfJob, timeoutMs = PDF_TIMEOUT_MS): Promise<Buffer> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        // A thread stuck on one PDF would hold every later one: it is ended, the others answered.
        this.stop(worker, failed(`it took over ${Math.ceil(timeoutMs / 1000)} s`));
      }, timeoutMs);
      timer.unref();
      this.pending.set(id, { resolve, reject, timer });
      worker.ref();
      worker.postMessage({ id, job } satisfies PdfRequest);
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(ENTRY);
    worker.on('message', (reply: PdfReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (!this.pending.size) worker.unref();
      clearTimeout(waiting.timer);
      if ('error' in reply) waiting.reject(failed(reply.error, 500));
      else waiting.resolve(Buffer.from(reply.bytes));
    });
    worker.on('error', (error) => this.stop(worker, failed(error.message)));
    worker.on('exit', (code) => this.stop(worker, failed(`the print thread stopped (exit code ${code})`)));
    // Listening refs the thread: it is unref'd after, and ref'd only while a PDF is awaited.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** Ends `worker` and answers every print waiting on it with `error`. */
  private stop(worker: Worker, error: Error) {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
    this.pending.clear();
    void worker.terminate();
  }
}

const thread = new PdfThread();

/** The PDF of `job`, drawn in the print thread. */
export const drawInThread = (job: PdfJob, timeoutMs?: number) => thread.draw(job, timeoutMs);
