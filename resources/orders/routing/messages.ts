/**
 * Texts of the order's routing explanation (the order details' Routing card and the Warehouse
 * cell's hover), as app.order_routing.*: the server sends structured checks, worded here.
 */
export const orderRoutingMessages = {
  order_routing: {
    title: 'Routing',
    loading: 'Loading why this order went where it went…',
    unavailable: 'The routing could not be loaded: %{error}',
    hover_loading: 'Loading the routing…',
    kept: 'As routed on %{at}, with the warehouses’ criteria as they were then.',
    recomputed:
      'Recomputed from the order’s current lines and warehouses: nothing was kept when it was routed.',
    outcome: {
      assigned: 'Assigned to %{warehouse}: the one warehouse that fits.',
      'unknown-sku': 'Problematic: unknown SKU %{skus}. It is routed once the product is added.',
      'no-warehouse-fits': 'Problematic: no warehouse fits this order.',
      'several-warehouses-fit':
        'Problematic: %{smart_count} warehouse fits; an Admin chooses. |||| Problematic: %{smart_count} warehouses fit; an Admin chooses.',
    },
    inputs: {
      title: 'What routing read',
      sku: 'SKU',
      quantity: 'Quantity',
      unit_weight: 'Weight per unit',
      total_weight: 'Weight × quantity',
      dimensions: 'L × W × H',
      lwh: 'L+W+H',
      unknown: '%{sku} (unknown SKU: counted as nothing)',
      no_sku: '(no SKU)',
      totals: 'Order (total weight, largest dimensions)',
      destination: 'Destination: %{country}',
      no_destination:
        'Destination: no country given (only a warehouse shipping both domestic and international fits)',
    },
    warehouses: {
      title: 'Warehouses',
      warehouse: 'Warehouse',
      result: 'Result',
      criteria: 'Criteria checked',
      fits: 'Fits',
      fails: 'Does not fit',
      none: 'No warehouse existed when it was routed.',
      deleted: 'Warehouse no longer listed',
    },
    criterion: {
      weight: 'weight',
      length: 'length',
      width: 'width',
      height: 'height',
      LWH: 'L+W+H',
    },
    check: {
      min_passed: 'min %{criterion} %{limit} ≤ order %{value}',
      min_failed: 'min %{criterion} %{limit} > order %{value}',
      max_passed: 'max %{criterion} %{limit} ≥ order %{value}',
      max_failed: 'max %{criterion} %{limit} < order %{value}',
      activated_passed: 'activated',
      activated_failed: 'deactivated',
      shipping_passed: '%{shippingType} serves %{destination} (%{implies})',
      shipping_failed: '%{shippingType} does not serve %{destination}, which needs %{implies}',
      no_destination: 'an order without a country',
    },
    change: {
      title: 'The smallest change that would make one fit',
      sentence: '%{warehouse} fits if %{changes}.',
      max: 'its max %{criterion} were at least %{to}',
      min: 'its min %{criterion} were at most %{to}',
      shipping: 'its shipping type were %{to} (the order needs %{implies})',
      and: ' and ',
    },
  },
};
