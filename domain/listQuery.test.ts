import { describe, expect, it } from 'vitest';
import {
  ListQueryError,
  likePattern,
  pageRead,
  parseListQuery,
  toListQuery,
  worthCountingExactly,
} from './listQuery';

describe('toListQuery', () => {
  it('sends the page number as offset and the page size as limit', () => {
    expect(toListQuery({ page: 3, perPage: 20 })).toEqual({ limit: '20', offset: '3', isTag: 'false' });
  });
  it('sends a trimmed search and a tag with isTag', () => {
    expect(toListQuery({ page: 1, perPage: 10, search: '  acme ', tag: 'activated' })).toEqual({
      limit: '10',
      offset: '1',
      search: 'acme',
      tagText: 'activated',
      isTag: 'true',
    });
  });
  it('leaves out an empty search', () => {
    expect(toListQuery({ page: 1, perPage: 10, search: '   ' })).not.toHaveProperty('search');
  });
});

describe('parseListQuery', () => {
  it('defaults to page 1 of 10', () => {
    expect(parseListQuery({})).toEqual({ page: 1, limit: 10, skip: 0, search: undefined, tag: undefined });
  });
  it('turns the page number into rows to skip', () => {
    expect(parseListQuery({ limit: '30', offset: '4' })).toMatchObject({ page: 4, limit: 30, skip: 90 });
  });
  it('reads a tag only when isTag is true', () => {
    expect(parseListQuery({ tagText: 'Activated', isTag: 'true' }).tag).toBe('activated');
    expect(parseListQuery({ tagText: 'activated', isTag: 'false' }).tag).toBeUndefined();
  });
  it('refuses bad numbers, naming the field', () => {
    expect(() => parseListQuery({ limit: 'ten' })).toThrow(ListQueryError);
    expect(() => parseListQuery({ offset: '0' })).toThrow(/offset/);
    expect(() => parseListQuery({ limit: '501' })).toThrow(/limit must be at most 500/);
  });
  it('refuses a tag that the list does not know', () => {
    expect(() => parseListQuery({ tagText: 'nope', isTag: 'true' }, ['activated', 'deactivated'])).toThrow(
      /tagText/,
    );
  });
});

describe('the sort of a list', () => {
  const sortable = ['order_number', 'status'];
  it('is absent without sort: the list keeps its own order', () => {
    expect(parseListQuery({ order: 'desc' }, [], sortable)).not.toHaveProperty('sort');
  });
  it('reads a declared column and its order, ascending by default', () => {
    expect(parseListQuery({ sort: 'status', order: 'desc' }, [], sortable).sort).toEqual({
      field: 'status',
      order: 'desc',
    });
    expect(parseListQuery({ sort: 'order_number' }, [], sortable).sort).toEqual({
      field: 'order_number',
      order: 'asc',
    });
  });
  it('refuses a column the list does not sort, and an order other than asc or desc, naming the field', () => {
    const fieldOf = (raw: Record<string, unknown>) => {
      try {
        parseListQuery(raw, [], sortable);
      } catch (error) {
        return (error as ListQueryError).field;
      }
    };
    expect(fieldOf({ sort: 'password' })).toBe('sort');
    expect(fieldOf({ sort: 'status', order: 'up' })).toBe('order');
    expect(() => parseListQuery({ sort: 'password' }, [], sortable)).toThrow(/order_number, status/);
  });
  it('is put on the wire as sort and order', () => {
    expect(toListQuery({ page: 1, perPage: 10, sort: { field: 'status', order: 'desc' } })).toMatchObject({
      sort: 'status',
      order: 'desc',
    });
  });
});

describe('pageRead', () => {
  it('reads a page before the middle forwards, as its offset says', () => {
    expect(pageRead(0, 10, 1000)).toEqual({ skip: 0, limit: 10, fromEnd: false });
    expect(pageRead(490, 10, 1000)).toEqual({ skip: 490, limit: 10, fromEnd: false });
  });
  it('reads a page past the middle from the end, skipping the rows after it', () => {
    expect(pageRead(500, 10, 1000)).toEqual({ skip: 490, limit: 10, fromEnd: true });
    expect(pageRead(990, 10, 1000)).toEqual({ skip: 0, limit: 10, fromEnd: true });
  });
  it('reads a partial last page from the end without rows before it', () => {
    expect(pageRead(20, 4, 23)).toEqual({ skip: 0, limit: 3, fromEnd: true });
    expect(pageRead(16, 4, 23)).toEqual({ skip: 3, limit: 4, fromEnd: true });
  });
  it('reads nothing past the end', () => {
    expect(pageRead(24, 4, 23)).toBeUndefined();
    expect(pageRead(0, 10, 0)).toBeUndefined();
  });
});

describe('worthCountingExactly', () => {
  it('counts a list exactly for a page past three fifths of its estimated count, not before', () => {
    expect(worthCountingExactly(999_990, 1_000_000)).toBe(true);
    expect(worthCountingExactly(600_000, 1_000_000)).toBe(true);
    expect(worthCountingExactly(500_000, 1_000_000)).toBe(false);
    expect(worthCountingExactly(10, 1_000_000)).toBe(false);
  });
});

describe('likePattern', () => {
  it('escapes wildcards', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
