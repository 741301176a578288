import type { Translation } from '../../src/i18n/mergeMessages';
import type { productMessages } from './messages';

/** German texts of the product screens, key for key as messages.ts. */
export const productMessagesDe: Translation<typeof productMessages> = {
  products: {
    add_product: 'Produkt anlegen',
    add_pack: 'Set anlegen',
    import_csv: 'CSV importieren',
    import_title: 'Produkte importieren',
    import_count: 'Ungefähr %{count} Produkte importieren',
    pack_badge: 'Set',
    packs_left_out:
      'Nicht in der Datei: Ein Set passt in keine Zeile der Produkt-CSV: %{records} |||| Nicht in der Datei: Sets passen in keine Zeile der Produkt-CSV: %{records}',
    update_product: 'Produkt speichern',
    edit_product: 'Produkt bearbeiten',
    sections: {
      details: 'Angaben zum Produkt',
      criteria: 'Kriterien für die Lagerauswahl',
      basic: 'Stammdaten',
      selection: 'Auswahlkriterien',
    },
    fields: {
      internal_sku: 'Interne SKU',
      supplier_sku: 'Lieferanten-SKU',
      internal_product_name: 'Interner Produktname',
      supplier_product_name: 'Produktname des Lieferanten',
      supplier: 'Lieferant',
      supplier_name: 'Lieferant',
      units: 'Einheiten',
      units_include: 'Einheiten pro Karton',
      weight: 'Gewicht (kg)',
      length: 'Länge (m)',
      width: 'Breite (m)',
      height: 'Höhe (m)',
      package_length: 'Paketlänge (m)',
      package_width: 'Paketbreite (m)',
      package_height: 'Pakethöhe (m)',
      max_length: 'Größte Länge (m)',
      volume: 'Volumen (m³)',
    },
    supplier_locked: 'Der Lieferant eines Produkts kann nicht geändert werden',
    no_suppliers: 'Die Lieferanten konnten nicht geladen werden: %{error}',
  },
};
