import type { EntityTexts, FieldDeclaration, ListColumn, Section } from './entity';
import { z } from 'zod';
import { optionalText } from '../schemas/fields';
import { LANGUAGES } from '../preferences';

/**
 * The fields that warehouses, suppliers and shipping agents share (spec 001 section 5): the
 * contact, the address (answered under `address`) and the notification e-mail, whose schedule
 * and body the services store in columns of their own.
 */
/** The name of a record: searched; `uniqueAs` makes it unique and set once, on add. */
export const NAME = (uniqueAs?: string): FieldDeclaration => ({
  kind: 'text',
  label: 'Name',
  ui: 'app.forms.fields.name',
  search: true,
  ...(uniqueAs ? { unique: `A ${uniqueAs} with this name already exists`, lockedOnEdit: true } : {}),
});

export const CONTACT = {
  contact_person: { kind: 'text', label: 'Contact person', ui: 'app.forms.fields.contact_person' },
  contact_email: { kind: 'email', label: 'Email', ui: 'app.forms.fields.email' },
} as const satisfies Record<string, FieldDeclaration>;

const inAddress = (field: FieldDeclaration, key: string): FieldDeclaration => ({
  ...field,
  record: `address.${key}`,
  list: false,
});

export const ADDRESS = {
  street_name: inAddress(
    { kind: 'text', label: 'Street name', ui: 'app.forms.fields.street_name' },
    'street_name',
  ),
  street_number: inAddress(
    { kind: 'text', label: 'Street number', max: 40, ui: 'app.forms.fields.street_number' },
    'street_number',
  ),
  city: inAddress(
    { kind: 'text', label: 'City', max: 100, ui: 'app.forms.fields.city', search: true },
    'city',
  ),
  country: inAddress(
    { kind: 'text', label: 'Country', max: 100, ui: 'app.forms.fields.country', search: true },
    'country',
  ),
} satisfies Record<string, FieldDeclaration>;

export const NOTIFICATION = {
  notification_schedule: { kind: 'schedule', label: 'Notification schedule', column: null, list: false },
  email_subject: {
    kind: 'text',
    label: 'Email subject',
    max: 300,
    ui: 'app.forms.email_subject',
    column: null,
    list: false,
  },
  customeEmail: {
    kind: 'richText',
    label: 'Email body',
    ui: 'app.forms.email_body',
    column: null,
    list: false,
  },
  // The e-mail's fixed words (the order's table) in the recipient's language; English unless chosen.
  email_language: {
    kind: 'choice',
    label: 'Email language',
    choices: LANGUAGES,
    choiceTexts: 'app.user_menu.languages',
    default: 'en',
    ui: 'app.forms.email_language',
    column: null,
    list: false,
    // Left out of an edit (a client from before it existed), the stored language is kept.
    schema: z.enum(LANGUAGES, { error: 'Email language is not one of the offered values' }).optional(),
  },
  // Not on the form, but sent back so that an edit keeps it.
  imgName: {
    kind: 'text',
    label: 'Image',
    schema: optionalText(200),
    column: null,
    list: false,
    form: false,
  },
} satisfies Record<string, FieldDeclaration>;

/** The Notification Schedule and Notification Email sections; on a detail screen with the next send. */
export const NOTIFICATION_SECTIONS = (texts: string, screen: 'form' | 'show' = 'form'): Section[] => [
  {
    title: `${texts}.sections.schedule`,
    columns: screen === 'form' ? 1 : 3,
    fields:
      screen === 'form'
        ? ['notification_schedule']
        : [
            { source: 'notification_schedule', label: `${texts}.fields.schedule` },
            { source: 'schedule_label', label: `${texts}.fields.next_send` },
          ],
  },
  {
    title: `${texts}.sections.email`,
    columns: 1,
    fields: ['email_language', 'email_subject', 'customeEmail'],
  },
];

/** The screens' texts of a master-data resource: app.screens.* titles and app.<plural>.add/update. */
export const TEXTS = (one: string, many: string): EntityTexts => ({
  menu: `app.menu.${many}`,
  list: `app.screens.${many}`,
  add: `app.screens.add_${one}`,
  edit_title: `app.screens.edit_${one}`,
  view_title: `app.screens.view_${one}`,
  update: `app.${many}.update`,
  edit: `app.${many}.edit`,
  details: `app.${many}.sections.details`,
});

/** The list columns the master-data lists share (spec 001), each with its header. */
export const COLUMNS = {
  schedule: { source: 'schedule_label', label: 'app.forms.fields.schedule' },
  name: { source: 'name', label: 'app.forms.fields.name' },
  contactPerson: { source: 'contact_person', label: 'app.forms.fields.contact_person' },
  contactEmail: { source: 'contact_email', label: 'app.forms.fields.email_address' },
  phone: { source: 'contact_phone', label: 'app.forms.fields.phone' },
  country: { source: 'address.country', label: 'app.forms.fields.base_country' },
} as const satisfies Record<string, ListColumn>;
