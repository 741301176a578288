import { recipientAddressLabels } from '../../src/i18n/recipientLabels';

/** Texts of the purchase-order screens (app.purchase_orders.*), merged into src/i18n/en.ts; spec 000 word for word. */
export const purchaseOrderMessages = {
  purchase_orders: {
    columns: {
      created_at: 'Created Date & Time',
      schedule_time: 'Scheduled date & time',
      po_number: 'PO Number',
      supplier: 'Supplier Name',
      order_number: 'Order#',
      products: 'Products',
      supplier_sku: 'Supplier SKU',
      supplier_product_name: 'Supplier Product Name',
      units: 'Units',
      estimated_shipping_date: 'Estimated Shipping Date',
      line_status: 'Status',
      address: 'Address to be sent',
      name: 'Name',
      status: 'Status',
      send: 'Send',
    },
    sent_to: { Warehouse: 'Warehouse', Customer: 'Customer' },
    assign_order_count: '%{smart_count} assign order |||| %{smart_count} assign orders',
    assign_orders_of: 'Assign orders of %{po}',
    products_of: 'Products of %{po} for %{name}',
    assign_order_menu: 'Actions for %{order} of %{po}',
    invoice: 'Invoice: %{number}',
    schedule: {
      edit: 'Update Scheduled date & time of %{po}',
    },
    send: {
      action: 'send',
      label: 'Send %{po} now',
      selected: 'send now',
    },
    delete: {
      action: 'Delete',
    },
    add_product: {
      action: 'Add Product manually',
      title: 'Add Product',
      supplier: 'Supplier',
      product: 'Supplier SKU',
      choose_supplier_first: 'Choose a supplier first',
      units: 'Units',
      sent_to: 'Sent to',
      warehouse: 'Warehouse',
      firstName: 'First name',
      lastName: 'Last name',
      ...recipientAddressLabels,
      add: 'Add',
      added: 'Product added to %{po}',
    },
    units: {
      edit: 'Change Units of %{sku}',
      title: 'Change Units',
      label: 'Units',
    },
    comment: {
      add: 'Add Comment',
      edit: 'Edit Comment',
      add_title: 'Add Notes',
      edit_title: 'Update Notes',
      label: 'Comment',
    },
    invoice_number: {
      action: 'Invoice Number',
      add_title: 'Add Invoice Number',
      edit_title: 'Update Invoice Number',
      label: 'Invoice Number',
    },
    status: {
      action: 'Change Status',
      title: 'Change Status',
      done: 'Done',
    },
  },
};
