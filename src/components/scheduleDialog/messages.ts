/**
 * The schedule dialog's texts (spec 000: "Update Scheduled date & time (New Date, New Time, Done)"
 * for POs, "(confirm button)" for PUOs).
 */
export const scheduleDialogMessages = {
  schedule_dialog: {
    title: 'Update Scheduled date & time',
    current: 'Currently %{when} (%{zone})',
    new_date: 'New Date',
    new_time: 'New Time',
    no_time: 'No time is left on this date: choose a later date',
    done: 'Done',
    confirm: 'Confirm',
  },
};
