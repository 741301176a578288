import { defineEntity, type FieldDeclaration } from './entity';
import { LIMITS } from '../limits';
import {
  CRITERIA,
  criteriaProblems,
  DEFAULT_SHIPPING_TYPE,
  pickupWindowProblem,
  SHIPPING_TYPES,
  type Criteria,
} from '../schemas/masterData';
import { numericText } from '../schemas/fields';
import { warehouseRecord } from '../schemas/masterDataRecords';
import { ADDRESS, CONTACT, TEXTS, COLUMNS, NAME } from './masterDataParts';

const LARGEST = { weight: LIMITS.weightKg, LWH: LIMITS.lwhMetres } as Record<string, number>;
const WORD = { LWH: 'L+W+H' } as Record<string, string>;

/** The selection criteria (spec 001 section 5), answered under `criteria`; none is required. */
const criteria = Object.fromEntries(
  CRITERIA.flatMap((name) =>
    (['min', 'max'] as const).map((bound) => [
      `${bound}_${name}`,
      {
        kind: 'number',
        label: `${bound === 'min' ? 'Minimum' : 'Maximum'} ${WORD[name] ?? name}`,
        required: false,
        max: LARGEST[name] ?? LIMITS.metres,
        record: `criteria.${bound}_${name}`,
        ui: `app.warehouses.criteria.${bound}_${name}`,
        list: false,
      },
    ]),
  ),
) as Record<keyof Criteria, FieldDeclaration & { kind: 'number'; required: false }>;

const pickupTime = (bound: 'start' | 'end'): FieldDeclaration => ({
  kind: 'time',
  label: `Pickup ${bound} time`,
  ui: `app.forms.fields.pickup_${bound}_time`,
  column: bound === 'start' ? 'pickupStartTime' : 'pickupEndTime',
  record: `pickup_times.${bound}_time`,
  list: false,
});

/**
 * Warehouses (spec 001): where stock is kept and orders are shipped from, each with the sign-in
 * account of its staff, whose name is the contact e-mail (so it cannot change), and the
 * criteria an order's parcel must meet to be routed there.
 */
export const entity = defineEntity({
  name: 'warehouses',
  area: 'warehouses',
  singular: 'Warehouse',
  plural: 'Warehouses',
  fields: {
    name: NAME(),
    contact_person: { ...CONTACT.contact_person, search: true },
    contact_email: {
      ...CONTACT.contact_email,
      column: 'email',
      record: 'email',
      search: true,
      unique: 'A warehouse with this e-mail already exists',
      // The account's sign-in name (DESIGN.md section 3).
      lockedOnEdit: 'The contact e-mail',
    },
    contact_phone: { kind: 'text', label: 'Phone', max: 40, ui: 'app.forms.fields.phone' },
    ...ADDRESS,
    zipCode: {
      kind: 'text',
      label: 'Zip code',
      schema: numericText('Zip code', 12),
      ui: 'app.forms.fields.zip_code',
      record: 'address.zipCode',
      list: false,
    },
    startTime: pickupTime('start'),
    endTime: pickupTime('end'),
    ...criteria,
    shipping_type: {
      kind: 'choice',
      label: 'Shipping type',
      choices: SHIPPING_TYPES,
      choiceTexts: 'app.values.shipping_types',
      default: DEFAULT_SHIPPING_TYPE,
      ui: 'app.warehouses.criteria.shipping_type',
      record: 'criteria.shipping_type',
      list: false,
    },
  },
  refine: (value) => [
    ...criteriaProblems(value as Criteria),
    ...pickupWindowProblem(value.startTime as string | null, value.endTime as string | null),
  ],
  record: warehouseRecord,
  endpoints: {
    listKey: 'doc',
    addKey: 'doc',
    editKey: 'docs',
    status: '/status_warehouse',
    delete: '/delete_warehouse',
  },
  menu: { position: 60 },
  texts: TEXTS('warehouse', 'warehouses'),
  list: [
    COLUMNS.name,
    { source: 'email', label: 'app.forms.fields.email_address' },
    COLUMNS.phone,
    COLUMNS.country,
  ],
  form: [
    {
      title: 'app.warehouses.sections.details',
      fields: ['name', 'contact_person', 'contact_email', 'contact_phone', 'startTime', 'endTime'],
    },
    {
      title: 'app.warehouses.sections.address',
      fields: ['street_name', 'street_number', 'city', 'country', 'zipCode'],
    },
    {
      title: 'app.warehouses.sections.criteria',
      fields: [...Object.keys(criteria), 'shipping_type'],
    },
  ],
  show: [
    {
      title: 'app.warehouses.sections.basic',
      columns: 3,
      fields: ['name', 'contact_person', 'contact_email', 'contact_phone', 'activated'],
    },
    {
      title: 'app.warehouses.sections.address_view',
      columns: 3,
      fields: ['street_name', 'street_number', 'city', 'country', 'zipCode'],
    },
    { title: 'app.warehouses.sections.pickup_times', columns: 3, fields: ['startTime', 'endTime'] },
    // The criteria table is the warehouse screen's own (resources/warehouses/parts.tsx).
  ],
});
