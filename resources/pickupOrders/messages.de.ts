import { recipientAddressLabelsDe } from '../../src/i18n/recipientLabels';
import type { Translation } from '../../src/i18n/mergeMessages';
import type { pickupOrderMessages } from './messages';

/** German texts of the pickup-order screens, key for key as messages.ts. */
export const pickupOrderMessagesDe: Translation<typeof pickupOrderMessages> = {
  pickup_orders: {
    columns: {
      date_time: 'Datum & Uhrzeit',
      scheduled: 'Geplant für',
      number: 'Abholauftrag-Nr.',
      pickup_address: 'Abholadresse',
      shipping_agent: 'Spediteur',
      product_info: 'Produktinfo des Lieferanten',
      order_info: 'Auftrag',
      address_to_be_sent: 'Lieferadresse',
      name: 'Name',
      status: 'Status',
      send: 'senden',
    },
    product: {
      supplier_sku: 'Lieferanten-SKU',
      name: 'Produktname des Lieferanten',
      units: 'Einheiten',
      weight: 'Gewicht',
      dimensions: 'Maße',
      unknown: 'Unbekanntes Produkt',
      menu: 'Aktionen für %{sku}',
    },
    pickup: {
      title: 'Abholadresse',
      from: {
        Warehouse: 'Lager',
        Supplier: 'Lieferant',
      },
      name: 'Name',
      street_number: 'Hausnummer',
      street_name: 'Straße',
      city: 'Ort',
      country: 'Land',
      zip: 'PLZ',
    },
    destination: {
      title: 'Lieferadresse',
      Warehouse: 'Lager',
      Customer: 'Kunde',
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      address: 'Adresse',
    },
    order_info: {
      order_number: 'Auftrag %{number}',
      title: 'Auftragsinfo',
      weight: 'Gewicht',
      dimensions: 'Maße (L × B × H, summiert)',
    },
    assignment_count: '%{smart_count} Zuteilung |||| %{smart_count} Zuteilungen',
    assignments_of: 'Zuteilungen von %{number}',
    send: 'senden',
    send_selected: 'jetzt senden',
    add_product: {
      action: 'Produkt hinzufügen',
      title: 'Produkt hinzufügen',
      supplier: 'Lieferant',
      product: 'Lieferanten-SKU',
      units: 'Einheiten',
      sent_to: 'Geht an',
      Customer: 'Kunde',
      Warehouse: 'Lager',
      warehouse: 'Lager',
      first_name: 'Vorname',
      last_name: 'Nachname',
      ...recipientAddressLabelsDe,
      add: 'Hinzufügen',
      choose_supplier_first: 'Zuerst einen Lieferanten wählen',
      picked_up_at_chosen:
        'Abholung beim gewählten Lieferanten: das Produkt kommt in den dortigen Abholauftrag von %{agent}.',
      picked_up_here: 'Abholung bei %{supplier}: das Produkt kommt in diesen Abholauftrag, %{number}.',
      picked_up_elsewhere:
        'Abholung bei %{supplier}: das Produkt kommt in den dortigen Abholauftrag von %{agent}, nicht in %{number}.',
      supplier_required: 'Lieferant ist erforderlich',
      product_required: 'Lieferanten-SKU ist erforderlich',
      warehouse_required: 'Lager ist erforderlich',
    },
    schedule: {
      edit: 'Geplanten Termin von %{number} ändern',
    },
    shipping_info_done: 'FERTIG',
    shipping_ticket: 'Versandetikett',
    change_status: 'Status ändern',
    status_options: {
      'Awaiting Pickup': 'Wartet auf Abholung',
      Shipped: 'Versandt',
      Refund: 'Erstattet',
    },
    shipped_needs_shipping_info:
      'Erst die Versandinfo hinzufügen, um eine Lieferung an den Kunden als versandt zu markieren',
    bulk: {
      shipping_info_of_selected:
        'Eine Sendungsverfolgung für die ganze Abholung: für jede Zuteilung ohne Versandinfo des ausgewählten Abholauftrags. |||| Eine Sendungsverfolgung für die ganze Abholung: für jede Zuteilung ohne Versandinfo der %{smart_count} ausgewählten Abholaufträge.',
      status_of_selected:
        'Jede Zuteilung jedes ausgewählten Abholauftrags; „Versandt“ an einen Kunden braucht zuerst die Versandinfo.',
    },
  },
};
