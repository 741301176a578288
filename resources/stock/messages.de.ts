import type { Translation } from '../../src/i18n/mergeMessages';
import type { stockMessages } from './messages';

/** German texts of the stock screens, key for key as messages.ts. */
export const stockMessagesDe: Translation<typeof stockMessages> = {
  stock: {
    add_stock: 'Bestand anlegen',
    update_stock: 'Bestand ändern',
    view_history: 'Verlauf anzeigen',
    remove_units: 'Einheiten ausbuchen',
    columns: {
      supplier_sku: 'Lieferanten-SKU',
      supplier_product_name: 'Produktname des Lieferanten',
      supplier_name: 'Lieferant',
      warehouse: 'Lager',
      total_units: 'Verfügbare Einheiten',
    },
    fields: {
      warehouse: 'Lager',
      product: 'Produkt',
      units: 'Einheiten',
      units_to_remove: 'Auszubuchende Einheiten',
    },
    section: 'Angaben zum Bestand',
    own_warehouse: 'Ihr Lager',
    remove_range: 'Von 0 bis %{max}',
    history: {
      date: 'Datum und Uhrzeit',
      units: 'Einheiten',
      action: 'Vorgang',
      add: 'Zugang',
      remove: 'Abgang',
      order: 'Bestellung',
      user: 'Benutzer',
      system: 'System',
    },
    entry_missing: 'Für dieses Produkt gibt es in diesem Lager keinen Bestand',
    not_found: 'Dieser Bestandseintrag wurde nicht gefunden: %{error}',
    no_options: 'Die Auswahl konnte nicht geladen werden: %{error}',
  },
};
