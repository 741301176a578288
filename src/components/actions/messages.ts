/** The texts of the action kit's batch: its banner after acting on the selected rows. */
export const actionMessages = {
  batch: {
    summary: '%{done} changed, %{refused} refused',
    all_done: '%{done} changed',
    already_so: '%{done} changed, %{already} already so',
    already_so_refused: '%{done} changed, %{already} already so, %{refused} refused',
    refused_row: '%{row}: %{reason}',
    more_refused: '… and %{count} more refused',
    export_selection: 'Export selection',
  },
};
