/** Texts of the Activity list (app.activity.*, its menu entry and title), merged into src/i18n/en.ts. */
export const activityMessages = {
  menu: { activity: 'Activity' },
  screens: { activity: 'Activity' },
  activity: {
    columns: {
      at: 'Time',
      actor: 'Who',
      record: 'Record',
      kind: 'What',
      changes: 'Changes',
    },
    filters: {
      resource: 'Table',
      recordId: 'Record id',
      orderId: 'Order id',
      actor: 'User e-mail or shop',
      from: 'From',
      to: 'To',
      clear: 'Clear the filters',
    },
    created: 'Created',
    no_value: '(empty)',
    /** A record's page and an order's timeline entry link to their changes. */
    see_activity: 'Activity',
    see_change: 'Change',
  },
};
