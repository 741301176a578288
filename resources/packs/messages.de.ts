import type { Translation } from '../../src/i18n/mergeMessages';
import type { packMessages } from './messages';

/** German texts of the pack screens, key for key as messages.ts. */
export const packMessagesDe: Translation<typeof packMessages> = {
  packs: {
    add_pack: 'Set anlegen',
    save_pack: 'Set speichern',
    edit_pack: 'Set bearbeiten',
    section: 'Angaben zum Set',
    products_section: 'Produkte',
    fields: {
      internal_product_name: 'Interner Produktname',
      internal_sku: 'Interne SKU',
      selected_products: 'Produkte',
      product_count: 'Anzahl Produkte',
    },
    columns: {
      internal_sku: 'Interne SKU',
      internal_product_name: 'Interner Produktname',
      supplier_sku: 'Lieferanten-SKU',
      supplier_product_name: 'Produktname des Lieferanten',
      supplier_name: 'Lieferant',
    },
    sku_locked: 'Die interne SKU eines Sets kann nicht geändert werden',
    no_products: 'Die Produkte konnten nicht geladen werden: %{error}',
  },
};
