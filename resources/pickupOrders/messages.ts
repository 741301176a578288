import { recipientAddressLabels } from '../../src/i18n/recipientLabels';

/**
 * Texts of Scheduled Pickup Orders (/puo-to-be-sent) and Pickup Orders Sent (/puo-sent), spec
 * 000 sections 2, 4 and 5. Quoted texts are word for word.
 */
export const pickupOrderMessages = {
  pickup_orders: {
    columns: {
      date_time: 'Date & Time',
      scheduled: 'Scheduled Date & Time',
      number: 'PUO Number',
      pickup_address: 'Pickup Address',
      shipping_agent: 'Shipping Agent',
      product_info: 'Supplier Product Info',
      order_info: 'Order Info',
      address_to_be_sent: 'Address to be sent',
      name: 'Name',
      status: 'Status',
      send: 'send',
    },
    product: {
      supplier_sku: 'Supplier SKU',
      name: 'Supplier Product Name',
      units: 'Units',
      weight: 'Weight',
      dimensions: 'Dimensions',
      unknown: 'Unknown product',
      menu: 'Actions for %{sku}',
    },
    pickup: {
      title: 'Pickup address',
      from: {
        Warehouse: 'Warehouse',
        Supplier: 'Supplier',
      },
      name: 'Name',
      street_number: 'Street number',
      street_name: 'Street name',
      city: 'City',
      country: 'Country',
      zip: 'Zip',
    },
    destination: {
      title: 'Address to be sent',
      Warehouse: 'Warehouse',
      Customer: 'Customer',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
    },
    order_info: {
      order_number: 'Order %{number}',
      title: 'Order info',
      weight: 'Weight',
      dimensions: 'Dimensions (L × W × H, summed)',
    },
    assignment_count: '%{smart_count} assignment |||| %{smart_count} assignments',
    assignments_of: 'Assignments of %{number}',
    send: 'send',
    send_selected: 'send now',
    add_product: {
      action: 'Add Product',
      title: 'Add Product',
      supplier: 'Supplier',
      product: 'Supplier SKU',
      units: 'Units',
      sent_to: 'Sent to',
      Customer: 'Customer',
      Warehouse: 'Warehouse',
      warehouse: 'Warehouse',
      first_name: 'First name',
      last_name: 'Last name',
      ...recipientAddressLabels,
      add: 'Add',
      choose_supplier_first: 'Choose a supplier first',
      picked_up_at_chosen:
        "Picked up at the chosen supplier: the product joins %{agent}'s pickup order from there.",
      picked_up_here: 'Picked up at %{supplier}: the product joins this pickup order, %{number}.',
      picked_up_elsewhere:
        "Picked up at %{supplier}: the product joins %{agent}'s pickup order from there, not %{number}.",
      supplier_required: 'Supplier is required',
      product_required: 'Supplier SKU is required',
      warehouse_required: 'Warehouse is required',
    },
    schedule: {
      edit: 'Update Scheduled date & time of %{number}',
    },
    shipping_info_done: 'DONE',
    shipping_ticket: 'Shipping Ticket',
    change_status: 'Change Status',
    status_options: {
      'Awaiting Pickup': 'Awaiting Pickup',
      Shipped: 'Shipped',
      Refund: 'Refund',
    },
    shipped_needs_shipping_info: 'Add the Shipping Info first to mark a delivery to the customer Shipped',
    bulk: {
      shipping_info_of_selected:
        'One tracking for the whole pickup: added to every assignment without Shipping Info of the selected pickup order. |||| One tracking for the whole pickup: added to every assignment without Shipping Info of the %{smart_count} selected pickup orders.',
      status_of_selected:
        'Every assignment of each selected pickup order; Shipped to a customer needs its Shipping Info first.',
    },
  },
};
