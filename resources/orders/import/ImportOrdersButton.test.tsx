import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import { HttpError } from 'react-admin';
import { renderInAdmin, spiedDataProvider, signInAs, USERS } from '../../../src/testing';
import { rememberKeys } from '../../../src/i18n/keyedAnswers';
import { i18nProvider, loadGerman } from '../../../src/i18n';
import { ImportOrdersButton } from './ImportOrdersButton';

// The dialog calls the dataProvider's importOrders once per part; its URL and body are
// dataProvider/index.test.ts's.

/** Three rows, two orders: #1001 has two lines; Email is the second column. */
const CSV = [
  'Name,Email,Created at,Lineitem quantity,Lineitem sku',
  '#1001,ada@example.test,2025-12-07 19:08:24 +0000,2,DS-NT-001',
  '#1001,ada@example.test,2025-12-07 19:08:24 +0000,1,DS-NT-002',
  '#1002,grace@example.test,2025-12-08 08:00:00 +0000,1,DS-NT-001',
].join('\n');

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

type ImportAnswer = { msg?: string; imported: number; unchanged: number; problematic: number; errors: [] };

/**
 * The dialog over a test dataProvider whose importOrders answers as `importOrders` says; it
 * loads on the first click, so it is awaited.
 */
async function openDialog(importOrders: (params: never) => Promise<unknown> = async () => ({})) {
  const { api, dataProvider } = spiedDataProvider({ importOrders });
  renderInAdmin(<ImportOrdersButton />, { dataProvider });
  fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
  return {
    dialog: await screen.findByRole('dialog', { name: 'Import CSV' }),
    importOrders: api.importOrders,
  };
}

/** A part the dialog sent: its JSON body (encoded where the file was read), read back. */
const sent = async (body: unknown) =>
  JSON.parse(await (body as Blob).text()) as { rows: unknown[]; firstRow: number };

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });

beforeEach(() => signInAs(USERS.Admin));
afterEach(async () => {
  vi.restoreAllMocks();
  await i18nProvider.changeLocale('en');
});

describe('ImportOrdersButton', () => {
  it("counts the file's customers, reads 'Importing...' while posting, then shows the summary", async () => {
    const answer = deferred<ImportAnswer>();
    const { dialog, importOrders } = await openDialog(() => answer.promise);
    expect(within(dialog).queryByText("Please don't close this dialogbox")).toBeNull();

    chooseFile(new File([CSV], 'orders_export.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Import approximately 2 orders')).toBeInTheDocument();
    // Spec 000: the dialog warns with its count, from the moment a file is ready.
    expect(within(dialog).getByText("Please don't close this dialogbox")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByRole('button', { name: 'Importing...' })).toBeDisabled();
    expect(within(dialog).getByText("Please don't close this dialogbox")).toBeInTheDocument();
    expect(importOrders).toHaveBeenCalledTimes(1);
    const body = await sent(importOrders.mock.calls[0][0]);
    expect(body.firstRow).toBe(1);
    expect(body.rows).toHaveLength(3);
    expect(body.rows[2]).toEqual({
      Name: '#1002',
      Email: 'grace@example.test',
      'Created at': '2025-12-08 08:00:00 +0000',
      'Lineitem quantity': '1',
      'Lineitem sku': 'DS-NT-001',
    });

    answer.resolve({ msg: 'Imported 2 orders', imported: 1, unchanged: 1, problematic: 1, errors: [] });
    expect(
      await within(dialog).findByText('Imported 1 orders, 1 unchanged, 1 problematic'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText("Please don't close this dialogbox")).toBeNull();
  });

  it('shows parts and rows done after each part of a long file, and the summary at the end', async () => {
    // 5,001 one-line orders: two parts of at most 5,000 rows.
    const lines = Array.from(
      { length: 5001 },
      (_, i) => `#${2000 + i},c${i % 40}@example.test,2025-12-07 19:08:24 +0000,1,DS-NT-001`,
    );
    const answers = [deferred<ImportAnswer>(), deferred<ImportAnswer>()];
    let calls = 0;
    const { dialog, importOrders } = await openDialog(() => answers[calls++].promise);
    chooseFile(new File([[CSV.split('\n')[0], ...lines].join('\n')], 'orders_export.csv'));
    await within(dialog).findByText('Import approximately 40 orders');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    const bar = await within(dialog).findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(within(dialog).getByText('Part 0 of 2 imported (0 of 5001 rows)')).toBeInTheDocument();

    answers[0].resolve({ imported: 5000, unchanged: 0, problematic: 0, errors: [] });
    expect(await within(dialog).findByText('Part 1 of 2 imported (5000 of 5001 rows)')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(dialog).getByText("Please don't close this dialogbox")).toBeInTheDocument();
    expect(importOrders).toHaveBeenCalledTimes(2);
    expect((await sent(importOrders.mock.calls[1][0])).firstRow).toBe(5001);

    answers[1].resolve({ imported: 1, unchanged: 0, problematic: 0, errors: [] });
    expect(
      await within(dialog).findByText('Imported 5001 orders, 0 unchanged, 0 problematic'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).queryByText("Please don't close this dialogbox")).toBeNull();
  });

  it('accepts a workbook and counts it the same way', async () => {
    const book = XLSX.utils.book_new();
    const rows = CSV.split('\n').map((line) => line.split(','));
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Orders');
    const data = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const { dialog } = await openDialog();
    chooseFile(new File([data], 'orders_export.xlsx'));
    expect(await within(dialog).findByText('Import approximately 2 orders')).toBeInTheDocument();
  });

  it("shows 'Something went wrong' with the server's msg when the import fails", async () => {
    const { dialog } = await openDialog(async () => {
      throw new HttpError('Database unavailable', 500, { msg: 'Database unavailable' });
    });
    chooseFile(new File([CSV], 'orders_export.csv', { type: 'text/csv' }));
    await within(dialog).findByText('Import approximately 2 orders');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong: Database unavailable',
    );
  });

  it("shows the server's one refusal of a file that is not a Shopify export, and no row list", async () => {
    // The server's 400 (tests/api/orderImportRows.test.ts): its errors name columns, not rows.
    const msg =
      'This is not a Shopify orders export: it needs the columns Name, Created at, Lineitem quantity ' +
      'and Lineitem name or Lineitem sku; this file lacks Name, Created at, Lineitem quantity, Lineitem name, Lineitem sku';
    const { dialog, importOrders } = await openDialog(async () => {
      throw new HttpError(msg, 400, {
        msg,
        errors: ['Name', 'Created at', 'Lineitem quantity'].map((field) => ({
          field,
          message: `The column ${field} is missing`,
        })),
      });
    });
    const invoices = ['Invoice,Customer,Amount', 'R-1,ada@example.test,12.00', 'R-2,grace@example.test,8.50'];
    chooseFile(new File([invoices.join('\n')], 'invoices.csv', { type: 'text/csv' }));
    await within(dialog).findByText('Import approximately 2 orders');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Something went wrong: ${msg}`);
    expect(importOrders).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByRole('table', { name: 'Rows with errors' })).toBeNull();
    expect(within(dialog).queryByText('The column Name is missing')).toBeNull();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('shows an import that refused every row in red', async () => {
    const refused = (row: number) => ({ row, field: 'Created at', message: 'Created at is missing' });
    const { dialog } = await openDialog(async () => ({
      imported: 0,
      unchanged: 0,
      problematic: 0,
      errors: [refused(2), refused(3), refused(4)],
    }));
    chooseFile(new File([CSV], 'orders_export.csv', { type: 'text/csv' }));
    await within(dialog).findByText('Import approximately 2 orders');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Imported 0 orders, 0 unchanged, 0 problematic, 3 rows with errors',
    );
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  describe('which orders a row error left out whole', () => {
    const copy = 'Order #1001 appears twice in this file: this second copy is left out';
    // As the server answers, each row error's message with its catalogue key (`errorKeys`), read
    // by the http client as every answer is (rememberKeys): the German is found by the key.
    const answer = async () => {
      const body = {
        imported: 1,
        unchanged: 0,
        problematic: 0,
        errors: [
          { row: 3, field: 'Created at', message: 'Created at is missing' },
          { row: 4, field: 'Name', message: copy },
        ],
        errorKeys: [{ message: copy, key: 'orderTwiceInFile', values: { order: '#1001' } }],
        leftOut: ['#1002'],
      };
      rememberKeys(body);
      return body;
    };

    it('names them in the summary', async () => {
      const { dialog } = await openDialog(answer);
      chooseFile(new File([CSV], 'orders_export.csv', { type: 'text/csv' }));
      await within(dialog).findByText('Import approximately 2 orders');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent(
        'Imported 1 orders, 0 unchanged, 0 problematic, 2 rows with errors. ' +
          'Left out whole because of a row error: order #1002',
      );
      const report = within(dialog).getByRole('table', { name: 'Rows with errors' });
      expect(within(report).getAllByRole('row')[2]).toHaveTextContent(`4Name${copy}`);
    });

    it('names them in German, and the row errors the server words in German too', async () => {
      await loadGerman();
      await i18nProvider.changeLocale('de');
      const { api, dataProvider } = spiedDataProvider({ importOrders: answer });
      renderInAdmin(<ImportOrdersButton />, { dataProvider });
      fireEvent.click(await screen.findByRole('button', { name: 'CSV importieren' }));
      const dialog = screen.getByRole('dialog', { name: 'CSV importieren' });
      chooseFile(new File([CSV], 'orders_export.csv', { type: 'text/csv' }));
      await within(dialog).findByText('Ungefähr 2 Bestellungen importieren');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Importieren' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent(
        '1 Bestellungen importiert, 0 unverändert, 0 problematisch, 2 Zeilen mit Fehlern. ' +
          'Wegen eines Zeilenfehlers ganz ausgelassen: Bestellung #1002',
      );
      const report = within(dialog).getByRole('table', { name: 'Zeilen mit Fehlern' });
      expect(within(report).getAllByRole('row')[2]).toHaveTextContent(
        '4NameBestellung #1001 steht zweimal in dieser Datei: diese zweite Kopie wird ausgelassen',
      );
      expect(api.importOrders).toHaveBeenCalledTimes(1);
    });
  });

  it('refuses a PNG renamed to .csv before sending anything', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    const { dialog, importOrders } = await openDialog();
    chooseFile(new File([png], 'orders_export.csv'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file could not be read: it is not a CSV text file',
    );
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(importOrders).not.toHaveBeenCalled();
  });

  it('names the row of an unclosed quote instead of importing the rows it swallowed', async () => {
    const lines = CSV.split('\n');
    lines[2] = '#1001,"ada@example.test,2025-12-07 19:08:24 +0000,1,DS-NT-002';
    const { dialog, importOrders } = await openDialog();
    chooseFile(new File([lines.join('\n')], 'orders_export.csv'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'the CSV is malformed in 1 place, listed below; nothing was imported',
    );
    const report = within(dialog).getByRole('table', { name: 'Rows with errors' });
    expect(within(report).getAllByRole('row')[1]).toHaveTextContent(
      /^3MissingQuotesA quoted field is not closed/,
    );
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(importOrders).not.toHaveBeenCalled();
  });
});
