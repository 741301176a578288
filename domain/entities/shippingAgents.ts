import { defineEntity } from './entity';
import { shippingAgentRecord } from '../schemas/masterDataRecords';
import {
  ADDRESS,
  CONTACT,
  NOTIFICATION,
  TEXTS,
  NOTIFICATION_SECTIONS,
  COLUMNS,
  NAME,
} from './masterDataParts';

/** Shipping agents (spec 001): who picks up, with its notification e-mail; no sign-in account. */
export const entity = defineEntity({
  name: 'shipping-agents',
  area: 'shipping-agents',
  singular: 'Shipping agent',
  plural: 'Shipping agents',
  fields: {
    name: NAME('shipping agent'),
    ...CONTACT,
    contact_phone: { kind: 'phone', label: 'Phone', ui: 'app.forms.fields.phone' },
    trackingURL: {
      kind: 'url',
      label: 'Tracking URL',
      ui: 'app.forms.fields.tracking_url',
      column: 'trackingUrl',
    },
    ...ADDRESS,
    ...NOTIFICATION,
  },
  record: shippingAgentRecord,
  menu: { position: 80 },
  texts: TEXTS('shipping_agent', 'shipping_agents'),
  list: [
    COLUMNS.schedule,
    COLUMNS.name,
    COLUMNS.contactPerson,
    COLUMNS.contactEmail,
    COLUMNS.phone,
    COLUMNS.country,
  ],
  form: [
    {
      title: 'app.shipping_agents.sections.details',
      fields: ['name', 'contact_person', 'contact_email', 'contact_phone', 'trackingURL'],
    },
    {
      title: 'app.shipping_agents.sections.address',
      fields: ['street_name', 'street_number', 'city', 'country'],
    },
    ...NOTIFICATION_SECTIONS('app.shipping_agents'),
  ],
  show: [
    {
      title: 'app.shipping_agents.sections.basic',
      columns: 3,
      fields: ['name', 'contact_person', 'contact_email', 'contact_phone', 'trackingURL', 'activated'],
    },
    {
      title: 'app.shipping_agents.sections.address_view',
      columns: 3,
      fields: ['street_name', 'street_number', 'city', 'country'],
    },
    ...NOTIFICATION_SECTIONS('app.shipping_agents', 'show'),
  ],
});
