/** The value at a dotted path ('address.country') of a record. */
export function valueAt(record: Record<string, unknown> | undefined, path: string): unknown {
  let node: unknown = record;
  for (const key of path.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}
