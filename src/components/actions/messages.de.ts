import type { Translation } from '../../i18n/mergeMessages';
import type { actionMessages } from './messages';

/** German texts of the action kit, key for key as messages.ts. */
export const actionMessagesDe: Translation<typeof actionMessages> = {
  batch: {
    summary: '%{done} geändert, %{refused} abgelehnt',
    all_done: '%{done} geändert',
    already_so: '%{done} geändert, %{already} bereits so',
    already_so_refused: '%{done} geändert, %{already} bereits so, %{refused} abgelehnt',
    refused_row: '%{row}: %{reason}',
    more_refused: '… und %{count} weitere abgelehnt',
    export_selection: 'Auswahl exportieren',
  },
};
