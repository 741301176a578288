import type { Translation } from '../../src/i18n/mergeMessages';
import type { shippingAgentMessages } from './messages';

/** German texts of the shipping agent screens, key for key as messages.ts. */
export const shippingAgentMessagesDe: Translation<typeof shippingAgentMessages> = {
  shipping_agents: {
    add: 'Spediteur anlegen',
    update: 'Spediteur speichern',
    edit: 'Bearbeiten',
    sections: {
      details: 'Angaben zum Spediteur',
      address: 'Adresse',
      schedule: 'Benachrichtigungszeitplan',
      email: 'Benachrichtigungs-E-Mail',
      basic: 'Stammdaten',
      address_view: 'Adresse',
    },
    fields: {
      schedule: 'Benachrichtigungszeitplan',
      next_send: 'Nächster Versand (Datum & Uhrzeit)',
    },
  },
};
