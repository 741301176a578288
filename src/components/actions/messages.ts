/** The texts of the action kit's batch: its banner after acting on the selected rows. */
export const actionMessages = {
  batch: {
    summary: '%{done} changed, %{refused} refused',
    all_done: '%{done} changed',
    refused_row: '%{row}: %{reason}',
    more_refused: '… and %{count} more refused',
    export_selection: 'Export selection',
  },
};
