import type { Translation } from '../../i18n/mergeMessages';
import type { printingMessages } from './messages';
import { NO_TICKET_NO_WAREHOUSE, screenTemplate } from '../../../domain/texts/screenAnswers';
import { printedTextsDe } from '../../../domain/texts/printed';

/** German texts of printing in bulk, key for key as messages.ts. */
export const printingMessagesDe: Translation<typeof printingMessages> = {
  printing: {
    print_tickets: 'Etiketten drucken',
    pick_list: 'Pickliste',
    download_pdf: 'PDF herunterladen',
    print: 'Drucken',
    close: 'Schließen',
    loading: 'Druck wird vorbereitet',
    tickets_title: 'Versandetiketten (%{count})',
    pick_list_title: 'Picklisten',
    // The server refuses the same orders with the same words (catalogue noTicketNoWarehouse).
    no_ticket: screenTemplate(NO_TICKET_NO_WAREHOUSE.de),
    too_many: 'Höchstens %{max} auf einmal: %{count} sind ausgewählt',
    pick: printedTextsDe.pick,
  },
};
