/** Texts of the supplier screens (app.suppliers.*), spread into src/i18n/en.ts; spec 001 word for word. */
export const supplierMessages = {
  suppliers: {
    add: 'Add Supplier',
    update: 'Update Supplier',
    edit: 'Edit Supplier',
    sections: {
      details: 'Supplier Details',
      address: 'Address Details',
      schedule: 'Notification Schedule',
      email: 'Customize Email',
      basic: 'Basic Details',
      address_view: 'Address',
      pickup_times: 'Pickup Times',
    },
    fields: {
      drop_shipping: 'DropShipping',
      drop_shipping_available: 'Drop Shipping Available',
      schedule: 'Notification Schedule',
      next_send: 'Next Schedule Date & time',
    },
  },
};
