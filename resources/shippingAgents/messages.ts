/** Texts of the shipping agent screens (app.shipping_agents.*), spread into src/i18n/en.ts; spec 001 word for word. */
export const shippingAgentMessages = {
  shipping_agents: {
    add: 'Add Shipping Agent',
    update: 'Update Shipping Agent',
    edit: 'Edit',
    sections: {
      details: 'Shipping Agent Details',
      address: 'Address Details',
      schedule: 'Notification Schedule',
      email: 'Notification Email',
      basic: 'Basic Details',
      address_view: 'Address',
    },
    fields: {
      schedule: 'Notification Schedule',
      next_send: 'Next Schedule Date & time',
    },
  },
};
