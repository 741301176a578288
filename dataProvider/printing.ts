import type { Language } from '../domain/preferences';
import type { DownloadedFile, FileTransport } from './files';
import { ADMIN_API } from './httpClient';

/** What is printed in bulk, each one PDF call (docs/api.md "Printing"). */
export const PRINTED_PDFS = {
  'order-tickets': { path: '/shipping-tickets.pdf', file: 'shipping-tickets.pdf' },
  'warehouse-order-tickets': { path: '/warehouse-shipping-tickets.pdf', file: 'shipping-tickets.pdf' },
  'pick-list': { path: '/pick-list.pdf', file: 'pick-list.pdf' },
  'pickup-order-tickets': { path: '/pickup-order-tickets.pdf', file: 'pickup-order-tickets.pdf' },
} as const;
export type PrintedPdf = keyof typeof PRINTED_PDFS;

export interface PrintingMethods {
  /** Saves the selection's tickets or pick list as one PDF, its words in `language`. */
  downloadPrintPdf(params: {
    pdf: PrintedPdf;
    ids: readonly string[];
    language: Language;
  }): Promise<DownloadedFile>;
}

export function printingMethods(files: FileTransport): PrintingMethods {
  return {
    // The POST twin: 500 ids, the most one print takes, are too long for a query string (431).
    downloadPrintPdf({ pdf, ids, language }) {
      const { path, file } = PRINTED_PDFS[pdf];
      return files.download(`${ADMIN_API}${path}`, file, { ids, lang: language });
    },
  };
}
