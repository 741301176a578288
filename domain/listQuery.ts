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

export interface ListParams {
  page: number;
  perPage: number;
  search?: string;
  tag?: string;
}

export type ListQueryString = {
  limit: string;
  offset: string;
  search?: string;
  tagText?: string;
  isTag: 'true' | 'false';
};

export function toListQuery({ page, perPage, search, tag }: ListParams): ListQueryString {
  const query: ListQueryString = {
    limit: String(perPage),
    offset: String(page),
    isTag: tag ? 'true' : 'false',
  };
  const term = search?.trim();
  if (term) query.search = term;
  if (tag) query.tagText = tag;
  return query;
}

export interface ListQuery {
  page: number;
  limit: number;
  /** Rows to skip in SQL: (page - 1) * limit. */
  skip: number;
  search?: string;
  tag?: string;
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

/** Reads and checks a list query; throws ListQueryError naming the bad field. */
export function parseListQuery(raw: Record<string, unknown>, allowedTags?: readonly string[]): ListQuery {
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
  return { page, limit, skip: (page - 1) * limit, search, tag };
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
