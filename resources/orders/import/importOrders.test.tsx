import { describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { HttpError } from 'react-admin';
import { importOrders, OrderImportInterrupted, orderImportFailure, orderImportReport } from './importOrders';
import { orderImportMessages } from './messages';
import { orderFileOnPage } from './orderFile';

const { translate } = polyglotI18nProvider(() => ({
  ...englishMessages,
  app: { ...orderImportMessages, error: { network: 'The server could not be reached.' } },
}));

/** Two-line order #1, then #2 and #3: with 1 row a call, three calls (#1 stays whole). */
const ROWS = [
  { Name: '#1', Email: 'ada@example.test' },
  { Name: '#1', Email: 'ada@example.test' },
  { Name: '#2', Email: 'ada@example.test' },
  { Name: '#3', Email: 'grace@example.test' },
];

/** A fake dataProvider.importOrders answering each part (its JSON body, read back) in turn; `answers` may throw. */
function fakeClient(...answers: Array<(body: { rows: unknown[]; firstRow: number }) => unknown>) {
  const calls: { body: { rows: unknown[]; firstRow: number } }[] = [];
  const importPart = vi.fn(async (encoded: Blob) => {
    const body = JSON.parse(await encoded.text()) as { rows: unknown[]; firstRow: number };
    calls.push({ body });
    return answers[calls.length - 1](body) as Record<string, never>;
  });
  return { importPart, calls };
}

const answer =
  (imported: number, unchanged = 0, problematic = 0, errors: unknown[] = []) =>
  () => ({
    msg: 'ok',
    imported,
    unchanged,
    problematic,
    errors,
  });

describe('importOrders', () => {
  it('posts the parts one after the other with their first row, and sums the answers', async () => {
    const refused = {
      row: 3,
      field: 'Lineitem quantity',
      message: 'Lineitem quantity must be a whole number',
    };
    const { importPart, calls } = fakeClient(answer(1), answer(0, 1, 0, [refused]), answer(1, 0, 1));
    const totals = await importOrders(orderFileOnPage(ROWS, 1), { importPart });
    expect(calls.map((c) => [c.body.firstRow, c.body.rows.length])).toEqual([
      [1, 2],
      [3, 1],
      [4, 1],
    ]);
    expect(totals).toEqual({ imported: 2, unchanged: 1, problematic: 1, errors: [refused], leftOut: [] });
  });

  it('reports the progress before the first part and after each part the server answered', async () => {
    const seen: string[] = [];
    const { importPart } = fakeClient(answer(1), answer(1), answer(1));
    const onProgress = vi.fn(
      (p: { partsDone: number; partsTotal: number; rowsDone: number; rowsTotal: number }) =>
        seen.push(`${p.partsDone}/${p.partsTotal} ${p.rowsDone}/${p.rowsTotal}`),
    );
    await importOrders(orderFileOnPage(ROWS, 1), { importPart, onProgress });
    expect(seen).toEqual(['0/3 0/4', '1/3 2/4', '2/3 3/4', '3/3 4/4']);
  });

  it('reports no progress for a part that failed', async () => {
    const seen: number[] = [];
    const { importPart } = fakeClient(answer(1), () => {
      throw new Error('down');
    });
    await importOrders(orderFileOnPage(ROWS, 1), {
      importPart,
      onProgress: (p) => seen.push(p.partsDone),
    }).catch(() => null);
    expect(seen).toEqual([0, 1]);
  });

  it('sends a file of up to 5000 rows in one call', async () => {
    const { importPart, calls } = fakeClient(answer(3));
    await importOrders(orderFileOnPage(ROWS), { importPart });
    expect(calls).toEqual([{ body: { rows: ROWS, firstRow: 1 } }]);
  });

  it('stops at the first failing part and says how many were imported before it', async () => {
    const failure = new HttpError('Database unavailable', 503, { msg: 'Database unavailable' });
    const refused = { row: 1, field: 'Created at', message: 'Created at is missing' };
    const { importPart, calls } = fakeClient(answer(0, 0, 0, [refused]), () => {
      throw failure;
    });
    const error = await importOrders(orderFileOnPage(ROWS, 1), { importPart }).catch((e: unknown) => e);
    expect(calls).toHaveLength(2);
    expect(error).toBeInstanceOf(OrderImportInterrupted);
    expect(error).toMatchObject({ partsDone: 1, partsTotal: 3, failure, totals: { errors: [refused] } });
  });
});

describe('the dialog texts', () => {
  it('summarises the totals, with the refused rows', () => {
    const errors = [{ row: 2, field: 'Name', message: 'The order number (Name) is missing' }];
    expect(orderImportReport({ imported: 3, unchanged: 1, problematic: 2, errors: [] }, translate)).toEqual({
      msg: 'Imported 3 orders, 1 unchanged, 2 problematic',
      errors: [],
      accepted: 4,
    });
    expect(orderImportReport({ imported: 0, unchanged: 0, problematic: 0, errors }, translate).msg).toBe(
      'Imported 0 orders, 0 unchanged, 0 problematic, 1 row with errors',
    );
    // One row with two errors is one row with errors.
    const twoOnOneRow = [
      { row: 2, field: 'Created at', message: 'Created at is missing' },
      {
        row: 2,
        field: 'Lineitem quantity',
        message: 'Lineitem quantity must be a whole number from 1 to 1,000,000',
      },
    ];
    expect(
      orderImportReport({ imported: 1, unchanged: 0, problematic: 0, errors: twoOnOneRow }, translate).msg,
    ).toBe('Imported 1 orders, 0 unchanged, 0 problematic, 1 row with errors');
  });

  it('names the orders a row error left out whole, the first 20 of them', () => {
    const errors = [{ row: 2, field: 'Created at', message: 'Created at is missing' }];
    const one = { imported: 1, unchanged: 0, problematic: 0, errors, leftOut: ['#7'] };
    expect(orderImportReport(one, translate).msg).toBe(
      'Imported 1 orders, 0 unchanged, 0 problematic, 1 row with errors. ' +
        'Left out whole because of a row error: order #7',
    );
    const many = { ...one, leftOut: Array.from({ length: 22 }, (_, i) => `#${i + 1}`) };
    expect(orderImportReport(many, translate).msg).toMatch(
      /Left out whole because of row errors: 22 orders, #1, #2, .*, #20 and 2 more$/,
    );
  });

  it("says 'Something went wrong', with the server's msg when there is one", () => {
    expect(orderImportFailure(new Error('Invalid body'), translate).message).toBe(
      'Something went wrong: Invalid body',
    );
    expect(orderImportFailure(new HttpError('app.error.network', 0, null), translate).message).toBe(
      'Something went wrong: The server could not be reached.',
    );
    expect(orderImportFailure(undefined, translate).message).toBe('Something went wrong');
  });

  it('after a partial import, says how far it got, that a re-import is safe, and keeps the report', () => {
    const earlier = { row: 1, field: 'Created at', message: 'Created at is missing' };
    const refused = { row: 4, field: 'rows', message: 'Too many rows' };
    const failure = new HttpError('Too many rows', 400, { msg: 'Too many rows', errors: [refused] });
    const totals = { imported: 5, unchanged: 0, problematic: 0, errors: [earlier] };
    const error = orderImportFailure(new OrderImportInterrupted(2, 3, totals, failure), translate);
    expect(error.message).toBe(
      'Something went wrong: Too many rows. 2 of 3 parts of the file were imported before it. ' +
        'Importing the same file again is safe: orders already imported are left unchanged.',
    );
    expect(error).toMatchObject({ body: { errors: [earlier, refused] } });
  });
});
