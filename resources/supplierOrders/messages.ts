/**
 * Texts of the supplier view, 'Purchase Orders', and its modals (spec 000 sections 2, 4, 5 and
 * 8). Quoted texts are word for word.
 */
export const supplierOrderMessages = {
  supplier_orders: {
    columns: {
      date_time: 'Date & Time',
      po_number: 'PO Number',
      supplier: 'Supplier',
      supplier_sku: 'Supplier SKU',
      supplier_product_name: 'Supplier Product Name',
      units: 'Units',
      shipping_agent: 'Shipping Agent',
      deadline_date: 'Deadline Date',
      estimated_shipping_date: 'Estimated Shipping Date',
      address: 'Address to be sent',
      name: 'Name',
      status: 'Status',
    },
    tags: {
      shipped: 'Shipped',
      pending: 'Pending',
      preparation: 'Preparation',
      ready: 'Ready',
    },
    not_set: 'Not set',
    agent_inactive: '%{name} (disabled or deleted)',
    product_count: '%{smart_count} product |||| %{smart_count} products',
    products_of: 'Products of %{po}',
    line_actions: 'Actions for %{sku}',
    address: {
      details: 'details',
      title: 'Address to be sent',
      sent_to: 'Sent to',
      Warehouse: 'Warehouse',
      Customer: 'Customer',
      name: 'Name',
      address: 'Address',
      order: 'Order#',
    },
    estimated_date: {
      title: 'Update Estimated Shipping Date',
      edit: 'Update Estimated Shipping Date of %{sku}',
      label: 'Estimated Shipping Date',
      done: 'DONE',
    },
    agent: {
      title: 'Update Shipping Agent',
      edit: 'Update Shipping Agent of %{sku}',
      label: 'Shipping Agent',
      none_active: 'No shipping agent is activated. Ask the operator to activate one.',
      done: 'Done',
    },
    status: {
      title: 'Change Status',
      done: 'Done',
      warning: 'Warning',
      agent_missing_title: 'Shipping Agent Missing',
      choose_agent: 'Update Shipping Agent',
      ready_title: 'Order Ready',
      ready_detail: '%{sku} becomes Ready to be picked up by %{agent}.',
      ready_selected:
        "The selected row becomes Ready to be picked up by its lines' shipping agent. |||| The %{smart_count} selected rows become Ready to be picked up by their lines' shipping agents.",
      confirm: 'CONFIRM',
    },
    bulk: {
      shipping_info_of_selected:
        'One tracking for the whole parcel: added to every line without Shipping Info of the selected row. |||| One tracking for the whole parcel: added to every line without Shipping Info of the %{smart_count} selected rows.',
    },
    shipping_info: {
      title: 'Shipping Info',
      add_title: 'Add Shipping Info',
      trackingId: 'Tracking Id',
      agentName: 'Shipping agent name',
      trackingURL: 'Tracking URL',
    },
  },
};
