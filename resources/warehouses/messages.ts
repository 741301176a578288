/** Texts of the warehouse screens (app.warehouses.*), spread into src/i18n/en.ts; spec 001 word for word. */
export const warehouseMessages = {
  warehouses: {
    add: 'Add Warehouse',
    update: 'Update Warehouse',
    edit: 'Edit Warehouse',
    sections: {
      details: 'Warehouse Details',
      address: 'Address Details',
      criteria: 'Warehouse Selection Criteria',
      basic: 'Basic Details',
      address_view: 'Address',
      pickup_times: 'Pickup Times',
      criteria_view: 'Selection Criteria',
    },
    criteria: {
      criterion: 'Criterion',
      minimum: 'Minimum',
      maximum: 'Maximum',
      weight: 'Weight (kg)',
      length: 'Length (m)',
      width: 'Width (m)',
      height: 'Height (m)',
      LWH: 'L+W+H (m)',
      min_weight: 'Minimum Weight (kg)',
      max_weight: 'Maximum Weight (kg)',
      min_length: 'Minimum Length (m)',
      max_length: 'Maximum Length (m)',
      min_width: 'Minimum Width (m)',
      max_width: 'Maximum Width (m)',
      min_height: 'Minimum Height (m)',
      max_height: 'Maximum Height (m)',
      min_LWH: 'Minimum L+W+H (m)',
      max_LWH: 'Maximum L+W+H (m)',
      shipping_type: 'Shipping Type',
    },
    // The routing preview of the add and edit forms (not in spec 001: issue 18).
    preview: {
      title: 'Effect on routing',
      intro:
        'What saving these criteria would change, tried on the orders of the last 30 days and on the orders waiting for a warehouse. Saving routes the waiting orders listed last; orders already decided never move.',
      loading: 'Trying the change',
      needs_country: 'Give the base country to try these criteria on the orders.',
      unavailable: 'No preview yet: %{error}',
      recent:
        'Last %{days} days: %{smart_count} order routed |||| Last %{days} days: %{smart_count} orders routed',
      unchanged: 'None of them would be routed differently.',
      solved:
        '%{smart_count} problematic order would have been routed |||| %{smart_count} problematic orders would have been routed',
      created:
        '%{smart_count} order would have become problematic |||| %{smart_count} orders would have become problematic',
      moved:
        '%{smart_count} order would have gone to another warehouse |||| %{smart_count} orders would have gone to another warehouse',
      route: '%{from} → %{to}: %{smart_count} order |||| %{from} → %{to}: %{smart_count} orders',
      waiting:
        'Waiting now: %{smart_count} problematic order without a warehouse |||| Waiting now: %{smart_count} problematic orders without a warehouse',
      routed_on_save: 'Saving routes %{smart_count} of them |||| Saving routes %{smart_count} of them',
      shift: '%{from} → %{to}',
      more: 'and %{smart_count} more |||| and %{smart_count} more',
      problematic: 'problematic',
      new_warehouse: 'this new warehouse',
    },
  },
};
