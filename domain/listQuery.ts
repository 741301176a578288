/**
 * The list query every list of the product speaks (spec 000 section 7, spec 001 section 7):
 * limit = page size, offset = the page NUMBER from 1, search, tagText (a filter tag) and isTag.
 * The browser builds it with toListQuery; the server reads it with parseListQuery.
 */
export const PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;
const FIRST_PAGE = 1;
/** Selection lists (e.g. shipping agents in a picker) fetch up to 500 at once. */
export const MAX_PAGE_SIZE = 500;

/** A list's sort directions: `order` of the list query, beside `sort` (a column key the list declares). */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface ListSort {
  /** The column key, as the list's rows answer it (e.g. 'order_number'). */
  field: string;
  order: SortOrder;
}

export interface ListParams {
  page: number;
  perPage: number;
  search?: string;
  tag?: string;
  /** Absent: the list's own default order. */
  sort?: ListSort;
}

export type ListQueryString = {
  limit: string;
  offset: string;
  search?: string;
  tagText?: string;
  isTag: 'true' | 'false';
  sort?: string;
  order?: SortOrder;
};

export function toListQuery({ page, perPage, search, tag, sort }: ListParams): ListQueryString {
  const query: ListQueryString = {
    limit: String(perPage),
    offset: String(page),
    isTag: tag ? 'true' : 'false',
  };
  const term = search?.trim();
  if (term) query.search = term;
  if (tag) query.tagText = tag;
  if (sort) {
    query.sort = sort.field;
    query.order = sort.order;
  }
  return query;
}

export interface ListQuery {
  page: number;
  limit: number;
  /** Rows to skip in SQL: (page - 1) * limit. */
  skip: number;
  search?: string;
  tag?: string;
  /** A column the list declares as sortable, and its direction; absent: the list's default order. */
  sort?: ListSort;
}

export class ListQueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function positiveInt(raw: unknown, field: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new ListQueryError(field, `${field} must be a whole number of at least 1`);
  if (value > max) throw new ListQueryError(field, `${field} must be at most ${max}`);
  return value;
}

/**
 * `sort` and `order`: the sort one of the list's `sortable` keys, the order asc or desc (asc by
 * default). Neither: undefined, the list's default order.
 */
export function parseListSort(
  raw: Record<string, unknown>,
  sortable: readonly string[],
): ListSort | undefined {
  const field = raw.sort;
  const order = raw.order;
  if (order !== undefined && order !== '' && !SORT_ORDERS.includes(order as SortOrder))
    throw new ListQueryError('order', `order must be one of: ${SORT_ORDERS.join(', ')}`);
  if (field === undefined || field === '') return undefined;
  if (typeof field !== 'string' || !sortable.includes(field))
    throw new ListQueryError(
      'sort',
      sortable.length ? `sort must be one of: ${sortable.join(', ')}` : 'sort is not offered by this list',
    );
  return { field, order: (order || 'asc') as SortOrder };
}

/** Reads and checks a list query; throws ListQueryError naming the bad field. */
export function parseListQuery(
  raw: Record<string, unknown>,
  allowedTags?: readonly string[],
  sortable: readonly string[] = [],
): ListQuery {
  const limit = positiveInt(raw.limit, 'limit', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = positiveInt(raw.offset, 'offset', FIRST_PAGE, 1_000_000);
  const search =
    typeof raw.search === 'string' && raw.search.trim() ? raw.search.trim().slice(0, 200) : undefined;
  const isTag = raw.isTag === true || raw.isTag === 'true';
  const tagText = typeof raw.tagText === 'string' ? raw.tagText.trim().toLowerCase() : '';
  let tag: string | undefined;
  if (isTag && tagText) {
    if (allowedTags && !allowedTags.includes(tagText)) {
      throw new ListQueryError('tagText', `tagText must be one of: ${allowedTags.join(', ')}`);
    }
    tag = tagText;
  }
  const sort = parseListSort(raw, sortable);
  return { page, limit, skip: (page - 1) * limit, search, tag, ...(sort && { sort }) };
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Where a page is read from: `skip` rows then `limit` rows, from the list's end when `fromEnd`. */
export interface PageRead {
  skip: number;
  limit: number;
  fromEnd: boolean;
}

/**
 * How to read rows skip..skip+limit of a list of exactly `count` rows with the fewest rows
 * skipped: a page past the list's middle is read in the reverse order from the end (its rows
 * then reversed back), so the last page costs what the first does. Only for an exact count: an
 * estimated one cannot place the page. A page past the end reads nothing (undefined).
 */
export function pageRead(skip: number, limit: number, count: number): PageRead | undefined {
  if (skip >= count) return undefined;
  const fromEnd = count - skip - limit;
  if (fromEnd >= skip) return { skip, limit, fromEnd: false };
  return { skip: Math.max(0, fromEnd), limit: Math.min(limit, count - skip), fromEnd: true };
}

/**
 * Whether a page of a list whose count is an estimate lies late enough that counting its rows
 * exactly (reading each once, without fetching them: a sixth of what skipping them by offset
 * costs, docs/benchmarks.md) and then reading it from the end (pageRead) costs less than
 * skipping every row before it: past three fifths of the estimate, leaving room for its error.
 */
export const worthCountingExactly = (skip: number, estimate: number): boolean => skip * 5 >= estimate * 3;
