/** Texts of Warehouse Orders (app.warehouse_orders.*), merged into src/i18n/en.ts; spec 000 word for word. */
export const warehouseOrderMessages = {
  warehouse_orders: {
    columns: {
      warehouse: 'Warehouse',
      shipping_agent: 'Shipping Agent',
      estimated_shipping_date: 'Estimated Shipping Date',
      status: 'Status',
    },
    filter_warehouse: 'Warehouse',
    all_warehouses: 'All warehouses',
    not_set: 'Not set',
    agent_inactive: 'disabled or deleted',
    agent: {
      title: 'Update Shipping Agent',
      edit: 'Edit shipping agent',
      label: 'Shipping Agent',
      none: 'No activated shipping agent',
      failure: 'could not assign shipping agent',
    },
    date: {
      title: 'Update Estimated Shipping Date',
      /** The selection's button, beside five others in the bar of ticked rows. */
      button: 'Update Estimated Shipping Date',
      edit: 'Edit estimated shipping date',
      label: 'Estimated Shipping Date',
      update: 'Update',
      closing: 'This window closes in 3 seconds.',
    },
    bulk: {
      agent_of_selected:
        'The shipping agent of the selected order. |||| The shipping agent of the %{smart_count} selected orders.',
      date_of_selected:
        'The estimated shipping date of the selected order. |||| The estimated shipping date of the %{smart_count} selected orders.',
    },
    status: {
      Preparation: 'Preparation',
      Pending: 'Pending',
      Ready: 'Ready',
      none: 'This order is %{status}: its status can no longer be changed here.',
      ready_title: 'Order Ready',
      ready_one: 'Order %{order} becomes Ready to be picked up by %{agent}.',
      ready_selected:
        'The selected order becomes Ready to be picked up by its shipping agent. |||| The %{smart_count} selected orders become Ready to be picked up by their shipping agents.',
    },
  },
};
