import type { Translation } from '../../src/i18n/mergeMessages';
import type { supplierMessages } from './messages';

/** German texts of the supplier screens, key for key as messages.ts. */
export const supplierMessagesDe: Translation<typeof supplierMessages> = {
  suppliers: {
    add: 'Lieferant anlegen',
    update: 'Lieferant speichern',
    edit: 'Lieferant bearbeiten',
    sections: {
      details: 'Angaben zum Lieferanten',
      address: 'Adresse',
      schedule: 'Benachrichtigungszeitplan',
      email: 'E-Mail anpassen',
      basic: 'Stammdaten',
      address_view: 'Adresse',
      pickup_times: 'Abholzeiten',
    },
    fields: {
      drop_shipping: 'Streckengeschäft',
      drop_shipping_available: 'Streckengeschäft möglich',
      schedule: 'Benachrichtigungszeitplan',
      next_send: 'Nächster Versand (Datum & Uhrzeit)',
    },
  },
};
