import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInAdmin, signInAs, USERS } from '../../testing';
import type { ImportProgress } from '../../../domain/importProgress';
import { ImportDialog, isAccepted, type ImportDialogProps, type ImportReport } from './ImportDialog';

const CSV = [
  'internal_sku,supplier_sku,internal_product_name,supplier_product_name,supplier,units,units_include,weight,length,width,height',
  'DS-T-1,T1,One,One,Coastal Kitchenware,1,1,1,0.1,0.1,0.1',
  '',
  'DS-T-2,T2,Two,Two,Nobody Ltd,1,1,abc,0.1,0.1,0.1',
  'DS-T-3,T3,Three,Three,Coastal Kitchenware,1,1,1,0.1,0.1,0.1',
  '',
].join('\n');

/** A promise whose resolution the test decides, to look at the dialog while the import runs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function renderDialog(onImport: ImportDialogProps['onImport'], more: Partial<ImportDialogProps> = {}) {
  const onImported = vi.fn();
  renderInAdmin(
    <ImportDialog
      open
      onClose={() => undefined}
      title="app.products.import_title"
      countLabel="app.products.import_count"
      accept=".csv"
      onImport={onImport}
      onImported={onImported}
      {...more}
    />,
  );
  return { onImported };
}

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('ImportDialog', () => {
  it('opens the file picker from the keyboard: Choose file is a button that Enter and Space press', async () => {
    const user = userEvent.setup();
    renderDialog(vi.fn());
    const picker = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    const choose = within(screen.getByRole('dialog')).getByRole('button', { name: 'Choose file' });
    choose.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(picker).toHaveBeenCalledTimes(2);
    expect(picker.mock.contexts[0]).toBe(screen.getByTestId('import-file'));
  });

  it('counts the rows of the file, skipping empty lines', async () => {
    renderDialog(vi.fn());
    const dialog = screen.getByRole('dialog', { name: 'Import Products' });
    // Nothing is running yet: closing is safe, so no warning.
    expect(within(dialog).queryByText("Please don't close this dialogbox")).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    chooseFile(new File([CSV], 'products.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Import approximately 3 products')).toBeInTheDocument();
    expect(within(dialog).getByText('products.csv')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it("reads 'Importing...', warns and is disabled while posting, then shows the server's msg and per-row report", async () => {
    const answer = deferred<ImportReport>();
    const onImport = vi.fn(() => answer.promise);
    const { onImported } = renderDialog(onImport);
    chooseFile(new File([CSV], 'products.csv', { type: 'text/csv' }));
    await screen.findByText('Import approximately 3 products');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    const running = await screen.findByRole('button', { name: 'Importing...' });
    expect(running).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(screen.getByText("Please don't close this dialogbox")).toBeInTheDocument();
    // An import that reports no progress shows no bar.
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onImport).toHaveBeenCalledTimes(1);
    const rows = (onImport.mock.calls[0] as unknown as [Record<string, string>[]])[0];
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatchObject({ internal_sku: 'DS-T-2', supplier: 'Nobody Ltd', weight: 'abc' });

    answer.resolve({
      msg: 'Imported 2 products, updated 0, 1 row with errors',
      errors: [
        { row: 2, field: 'weight', message: 'weight must be a number, got "abc"' },
        { row: 2, field: 'supplier', message: 'No supplier is named "Nobody Ltd"' },
      ],
    });
    expect(await screen.findByText('Imported 2 products, updated 0, 1 row with errors')).toBeInTheDocument();
    const report = screen.getByRole('table', { name: 'Rows with errors' });
    const lines = within(report)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['Row', 'Field', 'Message'],
      ['2', 'weight', 'weight must be a number, got "abc"'],
      ['2', 'supplier', 'No supplier is named "Nobody Ltd"'],
    ]);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled(); // done: choose a file again
    expect(onImported).toHaveBeenCalled();
    // Done: closing is safe now, so the warning is gone.
    expect(screen.queryByText("Please don't close this dialogbox")).toBeNull();
  });

  it('draws a long per-row report only where it is scrolled to, counting every row', async () => {
    const errors = Array.from({ length: 5000 }, (_, i) => ({
      row: i + 2,
      field: 'weight',
      message: `weight must be a number, got "x${i}"`,
    }));
    renderDialog(async () => ({ msg: 'Imported 0 products, updated 0, 5000 rows with errors', errors }));
    chooseFile(new File([CSV], 'products.csv', { type: 'text/csv' }));
    await screen.findByText('Import approximately 3 products');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const report = await screen.findByRole('table', { name: 'Rows with errors' });
    expect(report).toHaveAttribute('aria-rowcount', '5001');
    const drawn = () => within(report).getAllByRole('row').slice(1);
    expect(drawn().length).toBeLessThan(100);
    expect(drawn()[0]).toHaveTextContent('x0');
    expect(within(report).queryByText('weight must be a number, got "x3000"')).toBeNull();

    const box = report.parentElement!;
    box.scrollTop = 3000 * 33;
    fireEvent.scroll(box);
    expect(await within(report).findByText('weight must be a number, got "x3000"')).toBeInTheDocument();
    expect(drawn().length).toBeLessThan(100);
    const row3000 = within(report).getByText('weight must be a number, got "x3000"').closest('tr')!;
    expect(row3000).toHaveAttribute('aria-rowindex', '3002');
  });

  it('shows parts and rows done on a progress bar after each part, and no bar once done', async () => {
    const answer = deferred<ImportReport>();
    let report!: (progress: ImportProgress) => void;
    renderDialog((_rows, onProgress) => {
      report = onProgress;
      return answer.promise;
    });
    chooseFile(new File([CSV], 'products.csv', { type: 'text/csv' }));
    await screen.findByText('Import approximately 3 products');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByRole('button', { name: 'Importing...' });

    act(() => report({ partsDone: 0, partsTotal: 2, rowsDone: 0, rowsTotal: 8000 }));
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Part 0 of 2 imported (0 of 8000 rows)')).toBeInTheDocument();

    act(() => report({ partsDone: 1, partsTotal: 2, rowsDone: 5000, rowsTotal: 8000 }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '63');
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('Part 1 of 2 imported (5000 of 8000 rows)');

    act(() => report({ partsDone: 2, partsTotal: 2, rowsDone: 8000, rowsTotal: 8000 }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    answer.resolve({ msg: 'Imported 3 orders, 0 unchanged, 0 problematic' });
    expect(await screen.findByText('Imported 3 orders, 0 unchanged, 0 problematic')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText("Please don't close this dialogbox")).toBeNull();
  });

  it("shows the server's refusal of the whole file", async () => {
    const refusal = Object.assign(new Error('This is not a product file: the column supplier is missing'), {
      body: { errors: [{ field: 'supplier', message: 'The column supplier is missing' }] },
    });
    renderDialog(vi.fn(() => Promise.reject(refusal)));
    chooseFile(new File(['a,b\n1,2\n'], 'other.csv', { type: 'text/csv' }));
    await screen.findByText('Import approximately 1 products');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is not a product file: the column supplier is missing',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled());
  });

  it('shows the count the screen asks for instead of the number of rows', async () => {
    const count = vi.fn((rows: Record<string, string>[]) => new Set(rows.map((r) => r.supplier)).size);
    renderDialog(vi.fn(), { count });
    chooseFile(new File([CSV], 'products.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Import approximately 2 products')).toBeInTheDocument();
    expect(count).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ internal_sku: 'DS-T-1' })]),
    );
  });

  it('accepts only the offered file types', async () => {
    const onImport = vi.fn();
    renderDialog(onImport);
    chooseFile(new File(['x'], 'orders.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only .csv files can be imported');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(isAccepted(new File([''], 'A.CSV'), '.csv')).toBe(true);
    expect(isAccepted(new File([''], 'a.xlsx'), '.csv,.xlsx')).toBe(true);
  });
});
