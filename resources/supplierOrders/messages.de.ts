import type { Translation } from '../../src/i18n/mergeMessages';
import type { supplierOrderMessages } from './messages';

/** German texts of the supplier's Purchase Orders and its dialogs, key for key as messages.ts. */
export const supplierOrderMessagesDe: Translation<typeof supplierOrderMessages> = {
  supplier_orders: {
    columns: {
      date_time: 'Datum & Uhrzeit',
      po_number: 'Bestellnummer',
      supplier: 'Lieferant',
      supplier_sku: 'Lieferanten-SKU',
      supplier_product_name: 'Produktname des Lieferanten',
      units: 'Stück',
      shipping_agent: 'Spediteur',
      deadline_date: 'Frist',
      estimated_shipping_date: 'Vsl. Versand',
      address: 'Lieferadresse',
      name: 'Name',
      status: 'Status',
    },
    tags: {
      shipped: 'Versandt',
      pending: 'Ausstehend',
      preparation: 'In Vorbereitung',
      ready: 'Versandbereit',
    },
    not_set: 'Offen',
    agent_inactive: '%{name} (deaktiviert oder gelöscht)',
    product_count: '%{smart_count} Produkt |||| %{smart_count} Produkte',
    products_of: 'Produkte von %{po}',
    line_actions: 'Aktionen für %{sku}',
    address: {
      details: 'Details',
      title: 'Lieferadresse',
      sent_to: 'Geht an',
      Warehouse: 'Lager',
      Customer: 'Kunde',
      name: 'Name',
      address: 'Adresse',
      order: 'Bestell-Nr.',
    },
    estimated_date: {
      title: 'Voraussichtliches Versanddatum ändern',
      edit: 'Voraussichtliches Versanddatum von %{sku} ändern',
      label: 'Voraussichtliches Versanddatum',
      done: 'FERTIG',
    },
    agent: {
      title: 'Spediteur ändern',
      edit: 'Spediteur von %{sku} ändern',
      label: 'Spediteur',
      none_active: 'Kein Spediteur ist aktiviert. Bitten Sie den Betreiber, einen zu aktivieren.',
      done: 'Fertig',
    },
    status: {
      title: 'Status ändern',
      done: 'Fertig',
      warning: 'Achtung',
      agent_missing_title: 'Spediteur fehlt',
      choose_agent: 'Spediteur ändern',
      ready_title: 'Bestellung versandbereit',
      ready_detail: '%{sku} ist jetzt bereit zur Abholung durch %{agent}.',
      ready_selected:
        'Die ausgewählte Zeile wird versandbereit zur Abholung durch den Spediteur ihrer Positionen. |||| Die %{smart_count} ausgewählten Zeilen werden versandbereit zur Abholung durch die Spediteure ihrer Positionen.',
      confirm: 'BESTÄTIGEN',
    },
    bulk: {
      shipping_info_of_selected:
        'Eine Sendungsnummer für das ganze Paket: zu jeder Position ohne Versandinfo der gewählten Zeile hinzugefügt. |||| Eine Sendungsnummer für das ganze Paket: zu jeder Position ohne Versandinfo der %{smart_count} gewählten Zeilen hinzugefügt.',
    },
    shipping_info: {
      title: 'Versandinfo',
      add_title: 'Versandinfo hinzufügen',
      trackingId: 'Sendungsnummer',
      agentName: 'Name des Spediteurs',
      trackingURL: 'Link zur Sendungsverfolgung',
    },
  },
};
