import type { Translation } from '../../i18n/mergeMessages';
import type { scheduleDialogMessages } from './messages';

/** German texts of the schedule dialog, key for key as messages.ts. */
export const scheduleDialogMessagesDe: Translation<typeof scheduleDialogMessages> = {
  schedule_dialog: {
    title: 'Geplanten Termin ändern',
    current: 'Derzeit %{when} (%{zone})',
    new_date: 'Neues Datum',
    new_time: 'Neue Uhrzeit',
    no_time: 'An diesem Tag ist keine Uhrzeit mehr frei: wählen Sie ein späteres Datum',
    done: 'Fertig',
    confirm: 'Bestätigen',
  },
};
