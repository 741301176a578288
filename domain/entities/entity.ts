import { z } from 'zod';
import type { Area } from '../access';
import { notificationSchedule } from '../schemas/masterData';
import * as fields from '../schemas/fields';
import { ownerFields } from './owned';
import { saidOf, say, type AnswerKey, type Said } from '../texts/answers';

/**
 * An entity declared once: its fields with their types, validation and labels, its list
 * columns and filter tags, what is searched, activation, soft delete, its permission area and
 * its endpoints. The server builds its table columns, routes, request and response schemas
 * and list query from it (server/entities/); the browser its dataProvider mapping and its
 * List, Show, Create and Edit views (src/entities/). docs/adding-a-resource.md walks through one.
 */

/** What a field holds; the kind picks its validation, its column type and its input. */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'url'
  | 'phone'
  | 'number'
  | 'boolean'
  | 'choice'
  /** A 24-hour HH:MM time of day. */
  | 'time'
  /** 'days,time' of a notification e-mail (domain/schedule.ts). */
  | 'schedule'
  /** An e-mail body in HTML, sanitised before it is stored. */
  | 'richText'
  /** The id of a record of another resource (`reference` says which), chosen from its list. */
  | 'reference'
  /** Ids of records of another resource, at least one (a pack's products); stored apart. */
  | 'references';

/** Where a reference field's choices come from: another resource's documented list. */
export interface Reference {
  resource: string;
  /** Its list endpoint (answering `doc`), read whole for the choices. */
  list: string;
  /** The record's field a choice shows. */
  label: string;
}

export interface FieldDeclaration {
  kind: FieldKind;
  /** The label as the screens show it (English); the validation messages start with it. */
  label: string;
  /** Text and number fields are required unless this says false. */
  required?: boolean;
  /** Most characters (text kinds) or the largest value (number). */
  max?: number;
  /** The offered values of a choice field. */
  choices?: readonly string[];
  /** i18n key under which each choice has its words (`<key>.<value>`); stored and sent as spelled in `choices`. */
  choiceTexts?: string;
  /** The resource a reference field chooses from. */
  reference?: Reference;
  /** The value a new record gets when the request leaves the field out (boolean, choice). */
  default?: string | boolean;
  /** Searched by the list's search box (a generated search column with a trigram index). */
  search?: boolean;
  /** No two live records share this value (case-insensitive); the refusal names the field. */
  unique?: string;
  /** The name of that unique index, when the table was written before the declaration. */
  uniqueIndex?: string;
  /** Set on add, shown read-only on edit; a changed value is refused (a text: how the refusal names it). */
  lockedOnEdit?: boolean | string;
  /** A column of the default list (default true). */
  list?: boolean;
  /** i18n key of the label on the screens, when it differs from the generated one. */
  ui?: string;
  /** Where the record answers it, when not at the top under its own name ('address.city'). */
  record?: string;
  /** The table's property, when not the camel-case name ('trackingUrl'); null: no column of its own. */
  column?: string | null;
  /** The request schema, when the kind's does not fit (a payload kept as sent). */
  schema?: z.ZodTypeAny;
  /** Not an input of the form, but sent back so that an edit keeps it (default true). */
  form?: boolean;
}

/** A titled group of fields on a form or a detail screen; `title` is an i18n key. */
export interface Section {
  title: string;
  /** Field keys; a detail screen may also show what the server computes ({ source, label }) and 'activated'. */
  fields: readonly (string | ListColumn)[];
  columns?: 1 | 2 | 3;
}

/** The screens' own texts (i18n keys), where the generated ones do not fit. */
export type EntityTexts = Partial<
  Record<'menu' | 'list' | 'add' | 'update' | 'edit' | 'edit_title' | 'view_title' | 'details', string>
>;

/** A list column: a field, or a record path the server computes ('schedule_label'). */
export interface ListColumn {
  source: string;
  /** i18n key. */
  label: string;
}

export type Fields = Readonly<Record<string, FieldDeclaration>>;

/**
 * What a field's request schema gives, read from its declaration: `z.infer` of an entity's
 * body is exact for fields declared inline (or `as const`), and unknown where a helper widened
 * the kind.
 */
export type FieldValue<F extends FieldDeclaration> = F extends { schema: z.ZodType<infer O> }
  ? O
  : FieldKind extends F['kind']
    ? unknown
    : F['kind'] extends 'boolean'
      ? boolean
      : F['kind'] extends 'references'
        ? string[]
        : F['kind'] extends 'number'
          ? OrNull<F, number>
          : F['kind'] extends 'richText'
            ? string
            : OrNull<F, string>;
type OrNull<F, T> = F extends { required: false } ? T | null : T;

/** The body's shape: each field's schema, typed by what it gives. */
export type BodyShape<F extends Fields> = { -readonly [K in keyof F]: z.ZodType<FieldValue<F[K]>> };

export interface EntityDeclaration {
  /** The resource key and the word of its paths and table, e.g. 'carriers'. */
  name: string;
  /** Its permission area (domain/access.ts): the server enforces it on every route. */
  area: Area;
  /** 'Carrier' and 'Carriers': titles, buttons and the server's messages are made from them. */
  singular: string;
  plural: string;
  fields: Fields;
  /** An activated flag with Activate/Deactivate and the Activated/Deactivated tags (default true). */
  activation?: boolean;
  /**
   * Whose rows it holds (issue 29 item 3): its reference fields to suppliers or warehouses
   * that own a row. A Supplier or Warehouse user then reaches its entity's calls, scoped to the
   * rows its own supplier or warehouse holds (another's is a 404), and chooses only itself.
   */
  owners?: readonly string[];
  /** The list's filter tags, when not the activation's: each tag keeps the records whose field has the value. */
  filterTags?: Readonly<Record<string, { field: string; value: string | boolean }>>;
  /** The sidebar entry's place among the others (src/layout/menuEntries.tsx). */
  menu?: { position: number };
  /** The documented paths and answer keys, where they differ from the generated ones. */
  endpoints?: Partial<EntityEndpoints>;
  /** The server's answers, where they differ from the generated ones. */
  messages?: Partial<EntityMessages>;
  /** What the fields say together (a minimum above its maximum), each said on one field. */
  refine?: (value: Record<string, unknown>) => { field: string; message: string }[];
  /** The record as answered, when its shape is documented apart from the fields. */
  record?: z.ZodObject<Record<string, z.ZodTypeAny>>;
  /**
   * What the list, one-record and delete calls answer, when they answer another entity's
   * records too (the product calls answer packs); default `record`.
   */
  readRecord?: z.ZodTypeAny;
  /** The generated calls it has (default all); another entity's calls serve the rest (packs). */
  calls?: readonly EntityCall[];
  /** The form's sections (default: one with every field). */
  form?: readonly Section[];
  /** The detail screen's sections (default: one with every field). */
  show?: readonly Section[];
  /** The list's columns (default: the fields with `list` not false). */
  list?: readonly ListColumn[];
  texts?: EntityTexts;
}

export type EntityCall = 'list' | 'one' | 'add' | 'edit' | 'status' | 'delete';

/** The documented calls of an entity, under /backend/api/admin, and where each answer puts its data. */
export interface EntityEndpoints {
  list: string;
  listKey: string;
  one: string;
  add: string;
  addKey: string;
  edit: string;
  editKey: string;
  /** The key of the edited record's id in the edit body. */
  editId: string;
  status: string;
  delete: string;
}

/** An entity with everything derived from its declaration. */
export interface Entity<F extends Fields = Fields> extends EntityDeclaration {
  activation: boolean;
  endpoints: EntityEndpoints;
  /** The body of add (edit adds the id). */
  body: z.ZodObject<BodyShape<F>>;
  /** A record as the server answers it. */
  record: z.ZodObject<Record<string, z.ZodTypeAny>>;
  /** The list's filter tags (activated, deactivated, or the declared ones). */
  tags: readonly string[];
  /** The field that names a record (the first text field): list order, refusals, representation. */
  titleField: string;
  /** The server's answers, one sentence each. */
  messages: EntityMessages;
}

export interface EntityMessages {
  list: string;
  found: string;
  added: string;
  updated: string;
  activated: string;
  deactivated: string;
  deleted: string;
  notFound: string;
}

/** The catalogue's answer of each generated message, worded with the entity's singular. */
const MESSAGE_KEYS = {
  added: 'recordAdded',
  updated: 'recordUpdated',
  activated: 'recordActivated',
  deactivated: 'recordDeactivated',
  deleted: 'recordDeleted',
  notFound: 'recordNotFound',
} as const satisfies Partial<Record<keyof EntityMessages, AnswerKey>>;

/**
 * A master-data answer with its key: `{record} added successfully` and its kin carry the entity's
 * singular as a value (a screen shows it in its language), also when the declaration words it
 * the same way; a message the declaration words otherwise is the catalogue's sentence when it has it.
 */
export function entitySaid(
  entity: { singular: string; messages: EntityMessages },
  kind: keyof EntityMessages,
): Said | { msg: string } {
  const msg = entity.messages[kind];
  const key = (MESSAGE_KEYS as Partial<Record<keyof EntityMessages, AnswerKey>>)[kind];
  const said = key && say(key, { record: entity.singular });
  return said && said.msg === msg ? said : saidOf(msg);
}

const TEXT_KINDS: readonly FieldKind[] = ['text', 'longText', 'email', 'url', 'phone'];
export const isTextKind = (kind: FieldKind) => TEXT_KINDS.includes(kind);

/** The request schema of one field, with the product's messages (domain/schemas/fields.ts). */
export function fieldSchema(field: FieldDeclaration): z.ZodTypeAny {
  if (field.schema) return field.schema;
  const required = field.required !== false;
  switch (field.kind) {
    case 'schedule':
      return notificationSchedule;
    case 'time':
      return required ? fields.time(field.label) : fields.optionalTime(field.label);
    case 'richText':
      return z
        .string()
        .max(field.max ?? 100_000)
        .nullish()
        .transform((v) => v ?? '');
    case 'text':
    case 'longText': {
      const max = field.max ?? (field.kind === 'text' ? 200 : 5000);
      return required ? fields.requiredText(field.label, max) : fields.optionalText(max);
    }
    case 'email':
      return required ? fields.requiredEmail(field.label) : optionalOf(fields.requiredEmail(field.label));
    case 'url':
      return required ? fields.requiredUrl(field.label) : optionalOf(fields.requiredUrl(field.label));
    case 'phone':
      return required
        ? fields.numericText(field.label, field.max ?? 30)
        : optionalOf(fields.numericText(field.label));
    case 'number':
      return required
        ? fields.requiredMeasure(field.label, field.max ?? 1_000_000)
        : fields.optionalMeasure(field.label, field.max ?? 1_000_000);
    case 'boolean':
      return field.default === undefined ? fields.bool : fields.bool.default(field.default === true);
    case 'reference':
      return required ? fields.id(field.label) : optionalOf(fields.id(field.label));
    case 'references':
      return z.array(fields.id(field.label)).min(1, `Choose at least one ${field.label.toLowerCase()}`);
    case 'choice': {
      const choices = field.choices ?? [];
      const schema = z.enum(choices as [string, ...string[]], {
        error: `${field.label} is not one of the offered values`,
      });
      return field.default === undefined ? schema : schema.default(String(field.default));
    }
  }
}

/** '' or absent is "not set"; anything else must pass the required schema. */
const optionalOf = (schema: z.ZodTypeAny) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

/** How a field appears in a record: nullable when it is optional. */
function recordFieldSchema(field: FieldDeclaration): z.ZodTypeAny {
  if (field.kind === 'references') return z.array(z.string());
  const base = field.kind === 'number' ? z.number() : field.kind === 'boolean' ? z.boolean() : z.string();
  return field.required === false && field.kind !== 'boolean' ? base.nullable() : base;
}

/** 'shipping-agents' → 'shippingAgents'. */
export const camelCase = (words: string) =>
  words.replace(/[-_]([a-zA-Z])/g, (_, c: string) => c.toUpperCase());
const kebab = (words: string) => words.toLowerCase().replace(/\s+/g, '-');

/** Derives the schemas, endpoints, tags and messages of a declared entity. */
export function defineEntity<const F extends Fields>(
  declaration: EntityDeclaration & { fields: F },
): Entity<F> {
  const activation = declaration.activation !== false;
  ownerFields(declaration); // refuses an owner that is not a supplier or warehouse reference
  const one = kebab(declaration.singular);
  const titleField =
    Object.entries(declaration.fields).find(([, f]) => f.kind === 'text')?.[0] ??
    Object.keys(declaration.fields)[0];
  const shape = z.object(
    Object.fromEntries(Object.entries(declaration.fields).map(([k, f]) => [k, fieldSchema(f)])),
  ) as unknown as z.ZodObject<BodyShape<F>>;
  const { refine } = declaration;
  const body = refine
    ? (shape.superRefine((value, ctx) => {
        for (const problem of refine(value))
          ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      }) as unknown as typeof shape)
    : shape;
  const record =
    declaration.record ??
    z.object({
      _id: z.string(),
      ...Object.fromEntries(Object.entries(declaration.fields).map(([k, f]) => [k, recordFieldSchema(f)])),
      ...(activation ? { activated: z.boolean() } : {}),
      createdAt: z.string(),
      updatedAt: z.string(),
    });
  const { singular } = declaration;
  return {
    ...declaration,
    activation,
    titleField,
    body,
    record,
    tags: declaration.filterTags
      ? Object.keys(declaration.filterTags)
      : activation
        ? ['activated', 'deactivated']
        : [],
    endpoints: {
      ...generatedEndpoints(declaration.name, one),
      ...declaration.endpoints,
    },
    messages: {
      list: declaration.plural,
      found: 'Found',
      added: `${singular} added successfully`,
      updated: `${singular} updated successfully`,
      activated: `${singular} activated`,
      deactivated: `${singular} deactivated`,
      deleted: `${singular} deleted successfully`,
      notFound: `${singular} not found`,
      ...declaration.messages,
    },
  };
}

function generatedEndpoints(name: string, one: string): EntityEndpoints {
  return {
    list: `/get-${name}`,
    listKey: camelCase(name),
    one: `/get-${one}`,
    add: `/add-${one}`,
    addKey: camelCase(one),
    edit: `/edit-${one}`,
    editKey: 'doc',
    editId: 'id',
    status: `/status-${one}`,
    delete: `/delete-${one}`,
  };
}
