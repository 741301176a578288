import { printedTexts } from '../../../domain/texts/printed';

/**
 * Texts of the order details screens, the timeline and the Shipping Ticket (spec 000 section 2,
 * "Order details" and "Shipping Ticket"), as app.order_details.*. Quoted texts are word for word.
 */
export const orderDetailsMessages = {
  order_details: {
    heading: '%{name} — Order details',
    heading_no_name: 'Order details',
    not_available: printedTexts.not_available,
    loading: 'Loading the order…',
    missing: 'No order was given to show. Open one from the list of orders.',
    not_found: 'This order could not be loaded: %{error}',
    stale: 'Showing the order as it was when opened; it could not be refreshed: %{error}',
    back_to_dashboard: 'Back to the Master Dashboard',
    back_to_warehouse_orders: 'Back to Warehouse Orders',
    customer: {
      title: 'Customer info',
      name: 'Name',
      contact: 'Contact',
      no_phone: printedTexts.no_phone,
      email: 'Email',
      address: 'Address',
      city: 'City',
      country: 'Country',
    },
    order: {
      title: 'Order Details',
      order_number: 'Order Number',
      total_products: 'Total Products',
      status: 'Status',
      products: 'Products',
      no_products: 'No products to show',
      tracking_number: 'Order Tracking Number',
      agent_name: 'Shipping Agent Name',
      arrived_by: 'Arrived by',
      internal_name: 'Internal Name',
      supplier_name: 'Supplier Name',
      supplier_sku: 'Supplier SKU',
      quantity: 'Quantity',
      line_status: 'Product Status',
      line_tracking: 'Tracking',
      pack: 'Pack %{sku}',
      unknown_sku: 'Unknown SKU',
    },
    // What the shop changed after the order was sent, kept until the Admin resolves it.
    shop_changes: {
      kept: 'Changed in the shop after it was sent, read %{source}; kept as it was: %{changes}',
      resolve: 'Resolve',
      title: 'Resolve the changes made in the shop',
      detail:
        'The order stays as it is (%{changes}). Resolve once the supplier, the warehouse or the customer has been told: the order leaves Needs attention.',
      confirm: 'Resolve',
    },
    parcels: {
      title: 'Parcels',
      none: 'Nothing of this order has left in a parcel yet',
      unavailable: 'The parcels could not be loaded: %{error}',
      parcel: 'Parcel %{n}',
      by: { warehouse: 'by the warehouse', supplier: 'by the supplier', admin: 'by the Admin' },
      tracking: 'Tracking %{trackingId} with %{agentName}',
      line: '%{quantity} × %{name}',
      shipped_of: '%{shipped} of %{of} shipped',
      add: 'Add parcel',
      add_title: 'Add a parcel',
      left: '%{name} (%{left} left to ship)',
      agentName: 'Shipping agent name',
      trackingId: 'Tracking id',
      trackingURL: 'Tracking URL',
    },
    timeline: {
      title: 'Timeline',
      empty: 'Nothing has happened to this order yet',
      unavailable: 'The timeline could not be loaded: %{error}',
      system: 'System',
      a_warehouse: 'a warehouse',
      warehouse_changes: {
        added: 'added',
        edited: 'edited',
        activated: 'activated',
        deactivated: 'deactivated',
      },
      // How a shop's order arrived, the first words of its first line (domain/values.ts ARRIVALS).
      arrivals: {
        webhook: 'Arrived from the shop by webhook',
        sweep: 'Synced from the shop by the sweep',
        reconciliation: 'Fetched from the shop by the daily count',
        file: 'Imported from a file',
        manual: 'Entered by hand',
      },
      // What the shop changed after the import (domain/shopOrderChanges.ts ShopChange), and by which reading.
      shop_changes: {
        address: '%{field} %{from} → %{to}',
        quantity: 'quantity of %{line} %{from} → %{to}',
        cancelled: 'cancelled',
        deleted: 'deleted in the shop',
        none: '(none)',
        fields: {
          firstName: 'first name',
          lastName: 'last name',
          address1: 'address',
          address2: 'address line 2',
          city: 'city',
          zip: 'zip',
          province: 'province',
          country: 'country',
        },
        sources: { sync: 'by the sync', webhook: 'by a webhook' },
      },
      events: {
        imported:
          'Imported as order %{orderNumber} with %{smart_count} product line, %{status} |||| Imported as order %{orderNumber} with %{smart_count} product lines, %{status}',
        synced:
          'Synced from the shop as order %{orderNumber} with %{smart_count} product line, %{status} |||| Synced from the shop as order %{orderNumber} with %{smart_count} product lines, %{status}',
        imported_with_custom:
          'Imported as order %{orderNumber} with %{smart_count} product line and %{custom} custom (no SKU, nothing to fulfil), %{status} |||| Imported as order %{orderNumber} with %{smart_count} product lines and %{custom} custom (no SKU, nothing to fulfil), %{status}',
        synced_with_custom:
          'Synced from the shop as order %{orderNumber} with %{smart_count} product line and %{custom} custom (no SKU, nothing to fulfil), %{status} |||| Synced from the shop as order %{orderNumber} with %{smart_count} product lines and %{custom} custom (no SKU, nothing to fulfil), %{status}',
        arrived:
          '%{arrival} as order %{orderNumber} with %{smart_count} product line, %{status} |||| %{arrival} as order %{orderNumber} with %{smart_count} product lines, %{status}',
        arrived_with_custom:
          '%{arrival} as order %{orderNumber} with %{smart_count} product line and %{custom} custom (no SKU, nothing to fulfil), %{status} |||| %{arrival} as order %{orderNumber} with %{smart_count} product lines and %{custom} custom (no SKU, nothing to fulfil), %{status}',
        routed: 'Routed to %{warehouse} (parcel of %{weight})',
        problematic: 'Marked problematic: %{reason}',
        product_added: 'Product %{skus} was added; routed again as on import',
        warehouse_changed: 'Warehouse %{warehouse} was %{change}; routed again as on import',
        warehouse_chosen: 'Warehouse chosen: %{warehouse}',
        served_from_stock:
          'At %{warehouse}: %{smart_count} line served from stock, %{bought} to buy from suppliers |||| At %{warehouse}: %{smart_count} lines served from stock, %{bought} to buy from suppliers',
        consolidated: 'Consolidated: the bought products go to the warehouse',
        unconsolidated: 'Unconsolidated: the bought products go straight to the customer',
        unconsolidated_hybrid:
          'Unconsolidated (Hybrid): the bought products go straight to the customer, the rest ships from stock',
        status_changed: 'Status changed from %{from} to %{to}',
        refunded: 'Product %{line} refunded; the order is now %{orderStatus}',
        shop_changed: 'Changed in the shop, read %{source}, and applied: %{changes}',
        shop_change_kept: 'Changed in the shop after it was sent, read %{source}; kept as it was: %{changes}',
        notes: 'Comment set: %{notes}',
        invoice_number: 'Invoice number set: %{invoiceNumber}',
        tracking: 'Shipping info added: tracking id %{trackingId} with %{agentName}',
        parcel: 'Parcel sent with %{agentName}, tracking id %{trackingId}: %{lines}',
        shipping_agent: 'Shipping agent set: %{agentName}',
        estimated_shipping_date: 'Estimated shipping date set to %{date}',
        purchase_order_joined:
          'Added to purchase order %{poNumber} of %{supplier}: %{smart_count} product line to the %{destination} |||| Added to purchase order %{poNumber} of %{supplier}: %{smart_count} product lines to the %{destination}',
        purchase_order_left: 'Removed from purchase order %{poNumber}',
        purchase_order_left_refund: 'Refunded product removed from purchase order %{poNumber}',
        purchase_order_sent: 'Purchase order %{poNumber} sent to %{supplier} (%{to})',
        purchase_order_sent_no_address: 'Purchase order %{poNumber} sent to %{supplier}',
        supplier_shipping_agent: 'Supplier set the shipping agent of %{sku} (%{poNumber}): %{agentName}',
        supplier_estimated_shipping_date:
          'Supplier set the estimated shipping date of %{sku} (%{poNumber}) to %{date}',
        supplier_status_changed: 'Supplier changed %{sku} (%{poNumber}) from %{from} to %{to}',
        supplier_tracking:
          'Supplier added shipping info for %{sku} (%{poNumber}): tracking id %{trackingId} with %{agentName}',
        pickup_order_joined:
          'Added to pickup order %{pickupOrderNumber}: %{smart_count} unit picked up at the %{pickupFrom}, to the %{sentTo} |||| Added to pickup order %{pickupOrderNumber}: %{smart_count} units picked up at the %{pickupFrom}, to the %{sentTo}',
        pickup_order_sent: 'Pickup order %{pickupOrderNumber} sent to %{agent} (%{to})',
        pickup_order_sent_no_address: 'Pickup order %{pickupOrderNumber} sent to %{agent}',
        pickup_order_status: 'Pickup order %{pickupOrderNumber}: status changed from %{from} to %{to}',
        pickup_order_shipping_info:
          'Shipping info added on pickup order %{pickupOrderNumber}: tracking id %{trackingId} with %{agentName}',
        pickup_order_arrived:
          'Pickup order %{pickupOrderNumber} delivered to the warehouse: %{smart_count} product line arrived |||| Pickup order %{pickupOrderNumber} delivered to the warehouse: %{smart_count} product lines arrived',
        pickup_order_delivered:
          'Pickup order %{pickupOrderNumber} delivered: %{smart_count} product line Shipped to the customer |||| Pickup order %{pickupOrderNumber} delivered: %{smart_count} product lines Shipped to the customer',
        pickup_order_left_refund: 'Left pickup order %{pickupOrderNumber}: the product was refunded',
        pickup_order_left_shipped:
          'Left pickup order %{pickupOrderNumber}: the warehouse shipped the order before it was sent',
        pickup_order_left_supplier:
          'Left pickup order %{pickupOrderNumber}: the supplier shipped the product before it was sent',
        pickup_order_left_agent:
          'Left pickup order %{pickupOrderNumber}: its shipping agent went inactive and another was set',
        shop_fulfilment_sent: 'Fulfilment written to the shop: tracking %{trackingNumber} with %{company}',
        shop_fulfilment_already:
          'The shop had already fulfilled these products; tracking %{trackingNumber} was not written again',
        shop_fulfilment_failed: 'The shop refused the fulfilment for tracking %{trackingNumber}: %{error}',
        shop_fulfilment_not_sent: {
          'not-from-shop':
            'Tracking %{trackingNumber} not sent to the shop: the order did not come from it (no shop order Id)',
          'no-shop-line-items':
            'Tracking %{trackingNumber} not sent to the shop: the products are not line items of the shop order',
          'no-shop-configured': 'Tracking %{trackingNumber} not sent to the shop: no shop is configured',
        },
        return_opened_warehouse:
          'Return %{returnNumber} opened: %{smart_count} unit back to the warehouse (%{reason}) |||| Return %{returnNumber} opened: %{smart_count} units back to the warehouse (%{reason})',
        return_opened_supplier:
          'Return %{returnNumber} opened: %{smart_count} unit back to the supplier, who was e-mailed (%{reason}) |||| Return %{returnNumber} opened: %{smart_count} units back to the supplier, who was e-mailed (%{reason})',
        return_received_resaleable:
          'Return %{returnNumber} received resaleable: %{smart_count} unit back in stock |||| Return %{returnNumber} received resaleable: %{smart_count} units back in stock',
        return_received_damaged:
          'Return %{returnNumber} received damaged: %{smart_count} unit written off |||| Return %{returnNumber} received damaged: %{smart_count} units written off',
        return_refunded:
          'Return %{returnNumber} refunded: %{smart_count} unit |||| Return %{returnNumber} refunded: %{smart_count} units',
        shop_refund_sent: 'Refund written to the shop (%{note})',
        shop_refund_not_sent: 'Refund not sent to the shop (%{note}): the order did not come from it',
        shop_refund_failed: 'The shop refused the refund (%{note}): %{error}',
        other: 'Event: %{kind}',
      },
      reasons: {
        'no-warehouse-fits': 'no warehouse can ship this parcel to this country',
        'several-warehouses-fit': 'several warehouses could ship it (%{candidates}), choose one',
        'unknown-sku': 'unknown SKU %{skus}',
      },
    },
    ticket: printedTexts.ticket,
  },
};
