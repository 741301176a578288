/**
 * Texts of the Master Dashboard and the order dialogs it shares with other order screens
 * (spec 000 sections 2, 4 and 8). Quoted texts are word for word, typos included.
 */
export const orderMessages = {
  orders: {
    columns: {
      date_time: 'Date & Time',
      order_number: 'Order#',
      customer_info: 'Customer Info',
      warehouse: 'Warehouse',
      internal_sku: 'Internal SKU',
      supplier_sku: 'Supplier SKU',
      supplier_product_name: 'Supplier Product Name',
      supplier_name: 'Supplier Name',
      product_info: 'Product info',
      units: 'Units',
      deadline_date: 'Deadline Date',
      estimated_shipping_date: 'Estimated Shipping Date',
      product_status: 'Product Status',
      shipping_city: 'Shipping City',
      status: 'Status',
      consolidate: 'Consolidate',
    },
    /** The Master Dashboard's shop picker, shown when several shops are configured. */
    filter_shop: 'Shop',
    all_shops: 'All shops',
    tags: {
      shipped: 'Shipped',
      pending: 'Pending',
      preparation: 'Preparation',
      ready: 'Ready',
    },
    status: {
      Pending: 'Pending',
      Preparation: 'Preparation',
      Ready: 'Ready',
      'Awaiting Pickup': 'Awaiting Pickup',
      Shipped: 'Shipped',
      Refund: 'Refund',
      Problematic: 'Problematic',
    },
    run_cron: 'Run Cron',
    customer: {
      title: 'Customer Info',
      unnamed: 'Customer',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      no_phone: 'Phone not available',
      address: 'Address',
    },
    product_info: {
      title: 'Product info',
      weight: 'Weight',
      dimensions: 'Dimensions',
      units: 'Units',
    },
    unknown_sku: 'Unknown SKU',
    unknown_sku_named: 'Unknown SKU %{sku}',
    custom_item: 'Custom item',
    custom_item_detail:
      'Sold without a SKU (a custom item, tip or gift card): not routed, bought or shipped here',
    no_fulfilment: 'No fulfilment needed',
    custom_only: 'Custom items only: nothing to fulfil',
    add_product: 'Add Product',
    pack_badge: 'Pack %{sku}',
    product_count: '%{smart_count} product |||| %{smart_count} products',
    products_of: 'Products of order %{order}',
    product_menu: 'Actions for %{sku}',
    please_select: 'Please Select',
    choose_warehouse: 'Choose a warehouse',
    no_candidate: 'No warehouse fits this order',
    problem: {
      'no-warehouse-fits': 'No warehouse fits the parcel and destination',
      'several-warehouses-fit': 'Several warehouses fit',
      'unknown-sku': 'A SKU is not in the catalogue',
    },
    hybrid: 'Hybrid',
    dropshipped: 'Dropshipped',
    consolidated: 'Consolidated',
    unconsolidated: 'Unconsolidated',
    warehouse_selection: 'Warehouse Selection',
    warehouse_selection_detail: 'Order %{order} will be shipped by %{warehouse}.',
    irreversible: 'Are you sure? This action is irreversible.',
    bulk: {
      choose_warehouse: 'Choose Warehouse',
      warehouse_of_selected:
        'The selected problematic order will be shipped by the warehouse you choose. |||| The %{smart_count} selected problematic orders will be shipped by the warehouse you choose.',
      no_shared_candidate: 'The selected orders share no candidate warehouse: choose one order at a time.',
      consolidate_title: 'Consolidate Selected Orders',
      consolidate_detail:
        'The products to buy of the selected order will be sent to its warehouse, which ships the whole order. |||| The products to buy of the %{smart_count} selected orders will be sent to their warehouses, which ship the whole orders.',
      unconsolidate_title: 'Unconsolidate Selected Orders',
      unconsolidate_detail:
        'The suppliers will ship the products of the selected order straight to the customer. |||| The suppliers will ship the products of the %{smart_count} selected orders straight to the customers; an order whose supplier does not dropship is left as it is.',
      refund_title: 'Refund Selected Orders',
      refund_detail:
        'Every product line of the selected order not refunded yet will be refunded; units served from stock and not yet shipped go back to the warehouse. |||| Every product line of the %{smart_count} selected orders not refunded yet will be refunded; units served from stock and not yet shipped go back to the warehouse.',
    },
    confirm: 'CONFIRM',
    done: 'Done',
    close: 'Close',
    change_status: 'Change Status',
    no_status_change: 'This order offers no status change now.',
    consolidate_status: {
      Ready: 'Ready to be Shipped',
      Pending: 'Pending preparation',
      Shipped: 'Shipped',
    },
    comment: {
      add: 'Add Comment',
      edit: 'Edit Comment',
      label: 'Comment',
    },
    invoice_number: {
      title: 'Invoice Number',
      label: 'Invoice number',
    },
    shipping_info: {
      title: 'Shipping Info',
      add_title: 'Add Shipping Info',
      trackingId: 'Tracking id',
      agentName: 'Shipping agent name',
      trackingURL: 'Tracking URL',
    },
    shipping_ticket: 'Shipping Ticket',
    refund: {
      action: 'Refund',
      title: 'Refund',
      detail:
        'The product %{sku} (%{smart_count} unit) will be refunded. |||| The product %{sku} (%{smart_count} units) will be refunded.',
    },
    consolidate: {
      option: 'Consolidate',
      choose: 'Consolidate or Unconsolidate',
      confirm_title: 'Consolidate Order',
      detail:
        'The products to buy for order %{order} will be sent to its warehouse, which ships the whole order.',
    },
    unconsolidate: {
      option: 'Unconsolidate',
      confirm_title: 'Unconsolidate Order',
      detail: 'The suppliers will ship the products of order %{order} straight to the customer.',
    },
    advisory: {
      title: 'Dropshipping not available',
      ok: 'OK',
    },
  },
};
