import type { Translation } from '../../src/i18n/mergeMessages';
import type { warehouseMessages } from './messages';

/** German texts of the warehouse screens, key for key as messages.ts. */
export const warehouseMessagesDe: Translation<typeof warehouseMessages> = {
  warehouses: {
    add: 'Lager anlegen',
    update: 'Lager speichern',
    edit: 'Lager bearbeiten',
    sections: {
      details: 'Angaben zum Lager',
      address: 'Adresse',
      criteria: 'Kriterien für die Lagerauswahl',
      basic: 'Stammdaten',
      address_view: 'Adresse',
      pickup_times: 'Abholzeiten',
      criteria_view: 'Auswahlkriterien',
    },
    criteria: {
      criterion: 'Kriterium',
      minimum: 'Minimum',
      maximum: 'Maximum',
      weight: 'Gewicht (kg)',
      length: 'Länge (m)',
      width: 'Breite (m)',
      height: 'Höhe (m)',
      LWH: 'L+B+H (m)',
      min_weight: 'Mindestgewicht (kg)',
      max_weight: 'Höchstgewicht (kg)',
      min_length: 'Mindestlänge (m)',
      max_length: 'Höchstlänge (m)',
      min_width: 'Mindestbreite (m)',
      max_width: 'Höchstbreite (m)',
      min_height: 'Mindesthöhe (m)',
      max_height: 'Höchsthöhe (m)',
      min_LWH: 'Mindestens L+B+H (m)',
      max_LWH: 'Höchstens L+B+H (m)',
      shipping_type: 'Versandart',
    },
  },
};
