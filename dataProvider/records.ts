import type { Identifier, RaRecord } from 'react-admin';

/** The server names ids `_id` (the documented field names are kept); react-admin needs `id`. */
export function withId(row: Record<string, unknown>): RaRecord {
  return { ...row, id: (row.id ?? row._id) as Identifier };
}
