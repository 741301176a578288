import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInAdmin, spiedDataProvider, signInAs, USERS } from '../../../src/testing';
import { ImportProductsButton } from './ImportProductsButton';

// Spec 001 "Product list": the import dialog says 'Import approximately N products' and warns
// 'Please don't close this dialogbox'; what importProducts posts is dataProvider/index.test.ts's.
const HEADER =
  'internal_sku,supplier_sku,internal_product_name,supplier_product_name,supplier,units,units_include,weight,length,width,height';
const WARNING = "Please don't close this dialogbox";
/** The first bytes of a PNG image. */
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

function openDialog(importProducts: (params: never) => Promise<unknown> = async () => ({})) {
  const { api, dataProvider } = spiedDataProvider({ importProducts });
  renderInAdmin(<ImportProductsButton />, { dataProvider });
  fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
  return {
    dialog: screen.getByRole('dialog', { name: 'Import Products' }),
    importProducts: api.importProducts,
  };
}

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });

/** The report's lines, header first. */
const reportLines = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: 'Rows with errors' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('ImportProductsButton', () => {
  it("warns 'Please don't close this dialogbox' with the count, as soon as a file is chosen", async () => {
    const { dialog } = openDialog();
    expect(within(dialog).queryByText(WARNING)).toBeNull();
    chooseFile(new File([`${HEADER}\nDS-T-1,T1,One,One,Coastal,1,1,1,1,1,1\n`], 'products.csv'));
    expect(await within(dialog).findByText('Import approximately 1 products')).toBeInTheDocument();
    expect(within(dialog).getByText(WARNING)).toBeInTheDocument();
  });

  it('shows an import that refused every row in red, with the rows', async () => {
    const { dialog } = openDialog(async () => ({
      msg: 'Imported 0 products, updated 0, 1 row with errors',
      imported: 0,
      updated: 0,
      errors: [{ row: 2, field: 'supplier', message: 'No supplier is named "Nobody"' }],
    }));
    chooseFile(new File([`${HEADER}\nDS-T-1,T1,One,One,Nobody,1,1,1,1,1,1\n`], 'products.csv'));
    await within(dialog).findByText('Import approximately 1 products');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Imported 0 products, updated 0, 1 row with errors',
    );
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('shows an import with some rows through in green', async () => {
    const { dialog } = openDialog(async () => ({
      msg: 'Imported 1 products, updated 0, 1 row with errors',
      imported: 1,
      updated: 0,
      errors: [{ row: 3, field: 'weight', message: 'weight must be a number, got "abc"' }],
    }));
    chooseFile(new File([`${HEADER}\nA,T1,One,One,S,1,1,1,1,1,1\nB,T2,Two,Two,S,1,1,abc,1,1,1\n`], 'p.csv'));
    await within(dialog).findByText('Import approximately 2 products');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Imported 1 products');
  });

  it('refuses a PNG renamed to .csv, in red, and imports nothing', async () => {
    const { dialog, importProducts } = openDialog();
    chooseFile(new File([PNG], 'products.csv'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file could not be read: it is not a CSV text file',
    );
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(within(dialog).queryByText(WARNING)).toBeNull();
    expect(importProducts).not.toHaveBeenCalled();
  });

  it('refuses a CSV with an unclosed quote, naming its row, instead of importing what it swallowed', async () => {
    const { dialog } = openDialog();
    const lines = [
      HEADER,
      'A,T1,One,One,S,1,1,1,1,1,1',
      'B,T2,"Two,Two,S,1,1,1,1,1,1',
      'C,T3,Three,Three,S,1,1,1,1,1,1',
    ];
    chooseFile(new File([lines.join('\n')], 'products.csv'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file could not be read: the CSV is malformed in 1 place, listed below; nothing was imported',
    );
    expect(reportLines(dialog)).toEqual([
      ['Row', 'Field', 'Message'],
      [
        '3',
        'MissingQuotes',
        'A quoted field is not closed: every line after its opening quote would be read into that one field',
      ],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
