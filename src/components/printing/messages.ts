import { NO_TICKET_NO_WAREHOUSE, screenTemplate } from '../../../domain/texts/screenAnswers';
import { printedTexts } from '../../../domain/texts/printed';

/**
 * Texts of printing in bulk (app.printing.*), merged into src/i18n/en.ts: the selection's
 * buttons, the print preview, and the pick list, which the PDF prints too (server/services/printing).
 */
export const printingMessages = {
  printing: {
    print_tickets: 'Print tickets',
    pick_list: 'Pick list',
    download_pdf: 'Download PDF',
    print: 'Print',
    close: 'Close',
    loading: 'Preparing the print',
    tickets_title: 'Shipping tickets (%{count})',
    pick_list_title: 'Pick lists',
    // The server refuses the same orders with the same words (catalogue noTicketNoWarehouse).
    no_ticket: screenTemplate(NO_TICKET_NO_WAREHOUSE.en),
    too_many: 'At most %{max} at a time: %{count} are selected',
    pick: printedTexts.pick,
  },
};
