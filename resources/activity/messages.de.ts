import type { Translation } from '../../src/i18n/mergeMessages';
import type { activityMessages } from './messages';

/** German texts of the Activity list, key for key as messages.ts. */
export const activityMessagesDe: Translation<typeof activityMessages> = {
  menu: { activity: 'Aktivität' },
  screens: { activity: 'Aktivität' },
  activity: {
    columns: {
      at: 'Zeit',
      actor: 'Wer',
      record: 'Datensatz',
      kind: 'Was',
      changes: 'Änderungen',
    },
    filters: {
      resource: 'Tabelle',
      recordId: 'Datensatz-ID',
      orderId: 'Bestell-ID',
      actor: 'E-Mail des Benutzers oder Shop',
      from: 'Von',
      to: 'Bis',
      clear: 'Filter zurücksetzen',
    },
    created: 'Angelegt',
    no_value: '(leer)',
    see_activity: 'Aktivität',
    see_change: 'Änderung',
  },
};
