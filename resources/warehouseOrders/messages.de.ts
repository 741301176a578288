import type { Translation } from '../../src/i18n/mergeMessages';
import type { warehouseOrderMessages } from './messages';

/** German texts of Warehouse Orders, key for key as messages.ts. */
export const warehouseOrderMessagesDe: Translation<typeof warehouseOrderMessages> = {
  warehouse_orders: {
    columns: {
      warehouse: 'Lager',
      shipping_agent: 'Spediteur',
      estimated_shipping_date: 'Vsl. Versand',
      status: 'Status',
    },
    filter_warehouse: 'Lager',
    all_warehouses: 'Alle Lager',
    not_set: 'Offen',
    agent_inactive: 'deaktiviert oder gelöscht',
    agent: {
      title: 'Spediteur ändern',
      edit: 'Spediteur bearbeiten',
      label: 'Spediteur',
      none: 'Kein aktivierter Spediteur',
      failure: 'Spediteur konnte nicht zugewiesen werden',
    },
    date: {
      title: 'Voraussichtliches Versanddatum ändern',
      button: 'Vsl. Versanddatum ändern',
      edit: 'Voraussichtliches Versanddatum bearbeiten',
      label: 'Voraussichtliches Versanddatum',
      update: 'Speichern',
      closing: 'Dieses Fenster schließt sich in 3 Sekunden.',
    },
    bulk: {
      agent_of_selected:
        'Der Spediteur der ausgewählten Bestellung. |||| Der Spediteur der %{smart_count} ausgewählten Bestellungen.',
      date_of_selected:
        'Das voraussichtliche Versanddatum der ausgewählten Bestellung. |||| Das voraussichtliche Versanddatum der %{smart_count} ausgewählten Bestellungen.',
    },
    status: {
      Preparation: 'In Vorbereitung',
      Pending: 'Ausstehend',
      Ready: 'Versandbereit',
      none: 'Diese Bestellung ist %{status}: ihr Status kann hier nicht mehr geändert werden.',
      ready_title: 'Bestellung versandbereit',
      ready_one: 'Die Bestellung %{order} wird versandbereit zur Abholung durch %{agent}.',
      ready_selected:
        'Die ausgewählte Bestellung wird versandbereit zur Abholung durch ihren Spediteur. |||| Die %{smart_count} ausgewählten Bestellungen werden versandbereit zur Abholung durch ihre Spediteure.',
    },
  },
};
