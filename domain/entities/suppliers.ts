import { defineEntity, type FieldDeclaration } from './entity';
import { pickupWindowProblem } from '../schemas/masterData';
import { supplierRecord } from '../schemas/masterDataRecords';
import {
  ADDRESS,
  CONTACT,
  NOTIFICATION,
  NOTIFICATION_SECTIONS,
  TEXTS,
  COLUMNS,
  NAME,
} from './masterDataParts';

const pickupTime = (bound: 'start' | 'end'): FieldDeclaration => ({
  kind: 'time',
  label: `Pickup ${bound} time`,
  required: false,
  ui: `app.forms.fields.pickup_${bound}_time`,
  column: bound === 'start' ? 'pickupStartTime' : 'pickupEndTime',
  record: `pickup_times.${bound}_time`,
  list: false,
});

/**
 * Suppliers (spec 001): who goods are bought from, each with the sign-in account of its staff
 * (its e-mail follows the contact e-mail) and the notification e-mail of its purchase orders.
 * The list filters on drop shipping, not on activation (spec 001 section 7).
 */
export const entity = defineEntity({
  name: 'suppliers',
  area: 'suppliers',
  singular: 'Supplier',
  plural: 'Suppliers',
  fields: {
    name: NAME('supplier'),
    contact_person: { ...CONTACT.contact_person, search: true },
    contact_email: {
      ...CONTACT.contact_email,
      search: true,
      unique: 'A supplier with this e-mail already exists',
      uniqueIndex: 'suppliers_email_live_key',
    },
    contact_phone: { kind: 'text', label: 'Phone', max: 40, ui: 'app.forms.fields.phone' },
    ...ADDRESS,
    zipCode: {
      kind: 'text',
      label: 'Zip code',
      max: 20,
      ui: 'app.forms.fields.zip_code',
      record: 'address.zipCode',
      list: false,
    },
    startTime: pickupTime('start'),
    endTime: pickupTime('end'),
    dropShipping_available: {
      kind: 'boolean',
      label: 'Drop shipping available',
      // Spec 001 section 9: drop shipping is available unless said otherwise.
      default: true,
      ui: 'app.suppliers.fields.drop_shipping_available',
    },
    ...NOTIFICATION,
  },
  filterTags: {
    available: { field: 'dropShipping_available', value: true },
    unavailable: { field: 'dropShipping_available', value: false },
  },
  refine: (value) => pickupWindowProblem(value.startTime as string | null, value.endTime as string | null),
  record: supplierRecord,
  endpoints: {
    listKey: 'doc',
    addKey: 'supplier',
    status: '/status_supplier',
    delete: '/delete_supplier',
  },
  menu: { position: 70 },
  texts: TEXTS('supplier', 'suppliers'),
  list: [
    COLUMNS.schedule,
    COLUMNS.name,
    COLUMNS.contactEmail,
    COLUMNS.phone,
    COLUMNS.country,
    { source: 'dropShipping_available', label: 'app.suppliers.fields.drop_shipping' },
  ],
  form: [
    {
      title: 'app.suppliers.sections.details',
      fields: [
        'name',
        'contact_person',
        'contact_email',
        'contact_phone',
        'startTime',
        'endTime',
        'dropShipping_available',
      ],
    },
    {
      title: 'app.suppliers.sections.address',
      fields: ['street_name', 'street_number', 'city', 'country', 'zipCode'],
    },
    ...NOTIFICATION_SECTIONS('app.suppliers'),
  ],
  show: [
    {
      title: 'app.suppliers.sections.basic',
      columns: 3,
      fields: [
        'name',
        'contact_person',
        'contact_email',
        'contact_phone',
        'activated',
        'dropShipping_available',
      ],
    },
    {
      title: 'app.suppliers.sections.address_view',
      columns: 3,
      fields: ['street_name', 'street_number', 'city', 'country', 'zipCode'],
    },
    { title: 'app.suppliers.sections.pickup_times', columns: 3, fields: ['startTime', 'endTime'] },
    ...NOTIFICATION_SECTIONS('app.suppliers', 'show'),
  ],
});
