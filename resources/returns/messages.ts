/** Texts of Returns (app.returns.*, its menu entry and title), merged into src/i18n/en.ts. */
export const returnMessages = {
  menu: { returns: 'Returns' },
  screens: { returns: 'Returns' },
  returns: {
    columns: {
      return_number: 'Return',
      order: 'Order',
      shipper: 'Goes back to',
      state: 'State',
      reason: 'Reason',
      units: 'Units',
      opened_at: 'Opened',
      condition: 'Condition',
    },
    shippers: { warehouse: 'Warehouse %{name}', supplier: 'Supplier %{name}' },
    days_open: '%{smart_count} day open |||| %{smart_count} days open',
    line: '%{quantity} × %{name}',
    receive: 'Receive',
    receive_title: 'Receive the return',
    receive_selected_title: 'Receive the selected returns',
    condition: 'Condition',
    condition_help: 'Resaleable goes back into the warehouse’s stock; damaged is written off.',
    refund: 'Refund',
    refund_title: 'Refund the return',
    refund_detail:
      'Its lines are refunded as the Refund of the Master Dashboard does, and the refund is written back to the shop. This cannot be undone.',
    open: 'Open return',
    open_title: 'Open a return',
    open_line: '%{name} (%{shipped} shipped)',
    reason: 'Reason',
    expected_days: 'Expected days',
  },
};
