import { recipientAddressLabelsDe } from '../../src/i18n/recipientLabels';
import type { Translation } from '../../src/i18n/mergeMessages';
import type { purchaseOrderMessages } from './messages';

/** German texts of the purchase-order screens, key for key as messages.ts. */
export const purchaseOrderMessagesDe: Translation<typeof purchaseOrderMessages> = {
  purchase_orders: {
    columns: {
      created_at: 'Erstellt am',
      schedule_time: 'Geplant für',
      sent_at: 'Gesendet am',
      po_number: 'Bestellnummer',
      supplier: 'Lieferant',
      order_number: 'Bestell-Nr.',
      products: 'Produkte',
      supplier_sku: 'Lieferanten-SKU',
      supplier_product_name: 'Produktname des Lieferanten',
      units: 'Stück',
      estimated_shipping_date: 'Vsl. Versand',
      line_status: 'Status',
      address: 'Lieferadresse',
      name: 'Name',
      status: 'Status',
      send: 'Senden',
    },
    sent_to: { Warehouse: 'Lager', Customer: 'Kunde' },
    assign_order_count: '%{smart_count} Zuteilung |||| %{smart_count} Zuteilungen',
    assign_orders_of: 'Zuteilungen von %{po}',
    products_of: 'Produkte von %{po} für %{name}',
    assign_order_menu: 'Aktionen für %{order} von %{po}',
    invoice: 'Rechnung: %{number}',
    notes: 'Notizen: %{notes}',
    summary: {
      order_numbers: 'Bestellnummern von %{po}',
      products: 'Produkte von %{po}',
      destinations: 'Ziele von %{po}',
      names: 'Empfänger von %{po}',
      statuses: 'Status von %{po}',
      more: '+ %{smart_count} weitere',
    },
    schedule: {
      edit: 'Geplanten Termin von %{po} ändern',
    },
    send: {
      action: 'senden',
      label: '%{po} jetzt senden',
      selected: 'jetzt senden',
    },
    delete: {
      action: 'Löschen',
    },
    add_product: {
      action: 'Produkt manuell hinzufügen',
      title: 'Produkt hinzufügen',
      supplier: 'Lieferant',
      product: 'Lieferanten-SKU',
      choose_supplier_first: 'Zuerst einen Lieferanten wählen',
      units: 'Einheiten',
      sent_to: 'Geht an',
      warehouse: 'Lager',
      firstName: 'Vorname',
      lastName: 'Nachname',
      ...recipientAddressLabelsDe,
      add: 'Hinzufügen',
      added: 'Produkt zu %{po} hinzugefügt',
    },
    units: {
      edit: 'Einheiten von %{sku} ändern',
      title: 'Einheiten ändern',
      label: 'Einheiten',
    },
    comment: {
      add: 'Kommentar hinzufügen',
      edit: 'Kommentar bearbeiten',
      add_title: 'Notiz hinzufügen',
      edit_title: 'Notiz ändern',
      label: 'Kommentar',
    },
    invoice_number: {
      action: 'Rechnungsnummer',
      add_title: 'Rechnungsnummer hinzufügen',
      edit_title: 'Rechnungsnummer ändern',
      label: 'Rechnungsnummer',
    },
    status: {
      action: 'Status ändern',
      title: 'Status ändern',
      done: 'Fertig',
    },
  },
};
