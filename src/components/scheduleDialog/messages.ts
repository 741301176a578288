/** The schedule dialog's texts (spec 000: "Update Scheduled date & time (New Date, New Time, Done)"). */
export const scheduleDialogMessages = {
  schedule_dialog: {
    title: 'Update Scheduled date & time',
    new_date: 'New Date',
    new_time: 'New Time',
    done: 'Done',
    no_time: 'No time is left on this date',
    shown_in: 'Times in %{zone}',
  },
};
