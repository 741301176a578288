import type { SortOrder } from './listQuery';

/**
 * Middle pages of a long list (docs/decisions.md "Middle pages"): the sort key of every
 * BOUNDARY_STEP-th row of a list query is remembered, and a page starts from the nearest
 * boundary before it (keyset) and skips fewer than this many rows.
 */
export const BOUNDARY_STEP = 1000;

/** The boundary a read of the rows from `skip` starts from: rows before it are not read; 0: none. */
export const boundaryBefore = (skip: number, step = BOUNDARY_STEP): number => Math.floor(skip / step) * step;

/**
 * Which rows lie beyond a boundary's value on one term of the list's order (nulls last
 * ascending, first descending, as PostgreSQL orders them): a null ascending has nothing beyond
 * it, a null descending every value; a value ascending the greater ones and the nulls, descending
 * the smaller ones.
 */
export type Beyond = 'nothing' | 'not null' | 'greater or null' | 'less';

export function beyond(order: SortOrder, value: string | null): Beyond {
  if (order === 'asc') return value === null ? 'nothing' : 'greater or null';
  return value === null ? 'not null' : 'less';
}
