import type { Language } from '../../../domain/preferences';
import type { PickLists } from '../../../domain/printing/pickList';
import type { Ticket } from '../../../domain/printing/tickets';
import { pickListsPdf } from './pickListPdf';
import { ticketsPdf } from './ticketPdf';

/** What the print thread draws: plain data only, copied to it as a message (no database, no class). */
export type PdfJob =
  | { kind: 'tickets'; tickets: Ticket[]; language: Language; generatedAt: Date }
  | { kind: 'pickLists'; picked: PickLists; language: Language; generatedAt: Date };

/** The PDF a job asks for (drawn in the print thread, pdfWorker.ts). */
export function drawPdf(job: PdfJob): Promise<Buffer> {
  return job.kind === 'tickets'
    ? ticketsPdf(job.tickets, job.language, job.generatedAt)
    : pickListsPdf(job.picked, job.language, job.generatedAt);
}
