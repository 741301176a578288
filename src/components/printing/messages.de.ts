import type { Translation } from '../../i18n/mergeMessages';
import type { printingMessages } from './messages';

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
    no_ticket: 'Kein Etikett für %{orders}: noch kein Lager',
    too_many: 'Höchstens %{max} auf einmal: %{count} sind ausgewählt',
    pick: {
      title: 'Pickliste',
      warehouse: 'Lager',
      generated_at: 'Erstellt',
      sku: 'SKU',
      product: 'Produkt',
      units: 'Stück',
      orders: 'Bestellungen',
      total: 'Summe',
      totals: '%{skus} SKUs, %{units} Stück, %{orders} Bestellungen',
      order_barcodes: 'Bestellungen dieser Liste',
      unpicked: 'Auf keiner Pickliste (noch kein Lager, Direktversand oder erstattet): %{orders}',
      none: 'Für die ausgewählten Bestellungen ist in keinem Lager etwas zu picken.',
    },
  },
};
