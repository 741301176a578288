import fc from 'fast-check';
import { leaves, replaceAt, type JsonSchema, type QueryParameter } from './requestSchemas';

/** Strings a form could send, tried before random ones so that valid requests get deep. */
const PLAUSIBLE = [
  'x',
  'Northwind',
  'orders@shop.test',
  '09:00',
  '17:00',
  '2026-12-01',
  '2026-12-01T10:00:00.000Z',
  'Shipped',
  'true',
  'false',
  '1',
  '10',
  'https://track.test/{trackingId}',
  'DS-NT-001',
];

const nested = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
};

/** Values that break a field: wrong types, text no database takes, extremes, shapes of the wrong kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '\u0000',
    'a\u0000b',
    'x\ud800y',
    '\udc00',
    '',
    ' ',
    'a'.repeat(100_000),
    '%00',
    "' or 1=1 --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '1e308',
    '-1',
    'NaN',
    'Infinity',
    '99999999999999999999999',
    '2026-02-30',
    '25:99',
    1e308,
    -1e308,
    2 ** 53 + 2,
    3_000_000_000,
    -1,
    -0,
    0,
    0.5,
    -2147483649,
    true,
    false,
    null,
    [],
    {},
    ['x'],
    { a: 'x' },
    [null],
    nested(2_000, 'x', true),
    nested(2_000, 'x', false),
    JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** The words of a field's name: 'assignOrderId' and 'assign_order_id' give assign, order. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w && w !== 'id');

/** Ids for a field: those of the tables its name speaks of ('warehouseId': warehouses), else any. */
function idsFor(name: string, ids: Record<string, string[]>): string[] {
  const words = wordsOf(name);
  const matching = Object.entries(ids)
    .filter(([table]) => words.some((w) => table.split('_').some((part) => part.startsWith(w))))
    .flatMap(([, list]) => list);
  return matching.length ? matching : Object.values(ids).flat();
}

/** What a form would type into a field, guessed from its name, so that requests get past validation. */
function plausibleFor(name: string): string[] {
  const words = wordsOf(name);
  const has = (...w: string[]) => w.some((x) => words.includes(x));
  if (has('email')) return ['orders@shop.test', 'Someone@Example.test'];
  if (has('time')) return ['09:00', '17:30'];
  if (has('date')) return ['2026-12-01', '2026-12-01T10:00'];
  if (has('url')) return ['https://track.test/{trackingId}', 'https://track.test/'];
  if (has('zip', 'tracking')) return ['1000', '123456'];
  if (has('phone')) return ['+44 20 7946 0000'];
  if (has('password')) return ['correct horse battery'];
  return [];
}

/**
 * A value the schema accepts, or close to it: the base each malformed request changes in one
 * place. `name` is the field's, for plausible text and ids of the right table.
 */
export function validValue(
  schema: JsonSchema,
  ids: Record<string, string[]>,
  name = '',
): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => validValue(s, ids, name)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const { nullable: _nullable, ...plain } = schema;
  if (schema.nullable) return fc.option(validValue(plain, ids, name), { nil: null, freq: 4 });
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'uuid')
        return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...idsFor(name, ids)) }, fc.uuid());
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 40, 40);
      const fit = (list: string[]) =>
        list.filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
      const random = fc.string({ minLength: Math.min(min, max), maxLength: max });
      const guessed = fit(plausibleFor(name));
      if (guessed.length) return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...guessed) }, random);
      const fits = fit(PLAUSIBLE);
      return fits.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...fits) }, random) : random;
    }
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? 0, -1000);
      const max = Math.min(schema.maximum ?? 1000, 1000);
      const whole = fc.integer({ min, max: Math.max(min, max) });
      return schema.type === 'integer'
        ? whole
        : fc.oneof(whole, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, ids, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([k, s]) => [k, validValue(s, ids, k)]),
      );
      const known = fc.record(model, {
        requiredKeys: (schema.required ?? []).filter((k) => k in properties),
      });
      if (!schema.additionalProperties) return known;
      return fc
        .tuple(
          known,
          fc.dictionary(fc.constantFrom(...PLAUSIBLE), fc.constantFrom(...PLAUSIBLE), { maxKeys: 3 }),
        )
        .map(([k, extra]) => ({ ...extra, ...k }));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Extremes of a field's own type: they pass a type check and reach the rules and the database. */
const EXTREME_NUMBERS = [1e308, -1e308, 6e-323, -6e-323, 3_000_000_000, 2 ** 53 + 2, -1, 0.5, 1e15, 0];
const EXTREME_STRINGS = [
  '\u0000',
  'x\ud800y',
  'a'.repeat(100_000),
  '',
  ' ',
  '%_\\',
  "'",
  '１２',
  '9'.repeat(40),
];

/** One change that makes a valid value malformed: a field replaced, removed, added, or the whole wrapped. */
export type Mutation =
  | { kind: 'extreme'; pick: number; choice: number }
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'remove'; pick: number }
  | { kind: 'add'; key: string; value: unknown }
  | { kind: 'wrap'; asArray: boolean }
  | { kind: 'none' };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('extreme' as const), pick: fc.nat(), choice: fc.nat() }),
  },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'x\u0000', 'a'.repeat(1000)), fc.string()),
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrap' as const), asArray: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
);

/** Applies a mutation to a JSON value: `pick` chooses the field among its leaves (the root included). */
export function mutate(value: unknown, change: Mutation): unknown {
  const places = [{ path: [] as string[], value }, ...leaves(value).filter((l) => l.path.length > 0)];
  switch (change.kind) {
    case 'extreme': {
      const fields = places.slice(1).filter((p) => ['number', 'string'].includes(typeof p.value));
      if (!fields.length) return value;
      const { path, value: old } = fields[change.pick % fields.length];
      const list: unknown[] = typeof old === 'number' ? EXTREME_NUMBERS : EXTREME_STRINGS;
      return replaceAt(value, path, list[change.choice % list.length]);
    }
    case 'replace':
      return replaceAt(value, places[change.pick % places.length].path, change.value);
    case 'remove': {
      const { path } = places[change.pick % places.length];
      if (path.length === 0) return undefined;
      const parentPath = path.slice(0, -1);
      const parent = parentPath.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], value);
      if (Array.isArray(parent))
        return replaceAt(
          value,
          parentPath,
          parent.filter((_, i) => String(i) !== path.at(-1)),
        );
      const { [path.at(-1)!]: _gone, ...rest } = parent as Record<string, unknown>;
      return replaceAt(value, parentPath, rest);
    }
    case 'add':
      return value && typeof value === 'object' && !Array.isArray(value)
        ? { ...value, [change.key]: change.value }
        : { [change.key]: change.value, value };
    case 'wrap':
      return change.asArray ? [value] : { value };
    case 'none':
      return value;
  }
}

/** A query string can only carry text: a hostile value as the text it would be sent as. */
const asQueryText = (value: unknown): string | string[] =>
  Array.isArray(value)
    ? value.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')))
    : typeof value === 'string'
      ? value
      : (JSON.stringify(value) ?? '');

/** A query for the documented parameters, valid or with one parameter made hostile (or repeated). */
export function malformedQuery(
  parameters: QueryParameter[],
  ids: Record<string, string[]>,
): fc.Arbitrary<Record<string, string | string[]>> {
  if (parameters.length === 0)
    return fc.option(fc.dictionary(fc.string(), hostileValue.map(asQueryText), { maxKeys: 2 }), {
      nil: {},
    });
  const valid = validValue(
    {
      type: 'object',
      properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
      required: parameters.filter((p) => p.required).map((p) => p.name),
    },
    ids,
  );
  return fc.tuple(valid, mutation).map(([query, change]) => {
    const changed = mutate(query, change);
    const record =
      changed && typeof changed === 'object' && !Array.isArray(changed) ? changed : { q: changed };
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, asQueryText(v)]));
  });
}
