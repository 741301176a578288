import type { Translation } from '../../i18n/mergeMessages';
import type { actionMessages } from './messages';

/** German texts of the action kit, key for key as messages.ts. */
export const actionMessagesDe: Translation<typeof actionMessages> = {
  batch: {
    summary: '%{done} geändert, %{refused} abgelehnt',
    all_done: '%{done} geändert',
    refused_row: '%{row}: %{reason}',
    more_refused: '… und %{count} weitere abgelehnt',
    export_selection: 'Auswahl exportieren',
  },
};
