import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import { cookPack, skillet } from '../../src/testing/productFixtures';
import { ProductList } from './ProductList';

/** The first load of a list goes through react-admin's auth check and query: give it time on a busy machine. */
const LOADED = { timeout: 5000 };

/**
 * The list on react-admin's testDataProvider: getList is a spy, the URL it calls is
 * dataProvider/index.test.ts's.
 */
function renderList(methods: Record<string, ReturnType<typeof vi.fn>> = {}) {
  const dp = {
    ...methods,
    getList: vi.fn(async () => ({
      data: [skillet, cookPack].map((record) => ({ ...record, id: record._id })),
      total: 2,
    })),
  };
  const view = renderInAdmin(
    <ResourceContextProvider value="products">
      <Routes>
        <Route
          path="/products"
          element={
            <>
              <ProductList />
              <Notification />
            </>
          }
        />
        <Route path="*" element={<div>elsewhere</div>} />
      </Routes>
    </ResourceContextProvider>,
    { path: '/products', dataProvider: testDataProvider(dp as never) },
  );
  return { ...view, api: dp };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('Product list', () => {
  it('shows the title, the four buttons and the columns, with a Pack badge for packs', async () => {
    const { api } = renderList();
    await screen.findByText('DS-CK-001', {}, LOADED);
    expect(api.getList).toHaveBeenCalledWith('products', expect.objectContaining({ filter: {} }));
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      // The selection's checkbox column, then the declared columns and the row menu's.
      '',
      'Internal SKU',
      'Internal Product Name',
      'Supplier SKU',
      'Supplier Product Name',
      'Supplier Name',
      '',
    ]);
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/products/create');
    expect(screen.getByRole('link', { name: 'Add Pack' })).toHaveAttribute('href', '/packs/create');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();

    const product = rowOf('DS-CK-001');
    for (const text of ['Cast Iron Skillet 26cm', 'CK1001', 'Skillet cast iron 26cm', 'Coastal Kitchenware'])
      expect(within(product).getByText(text)).toBeInTheDocument();
    expect(within(product).queryByText('Pack')).toBeNull();

    const pack = rowOf('DS-PACK-COOK');
    expect(within(pack).getByText('Pack')).toHaveClass('MuiChip-label');
    expect(within(pack).getByText('Cook Starter Pack')).toBeInTheDocument();
  });

  it('opens the pack screens from a pack row and the product screens from a product row', async () => {
    const view = renderList();
    await screen.findByText('DS-PACK-COOK', {}, LOADED);
    fireEvent.click(within(rowOf('DS-PACK-COOK')).getByRole('button', { name: 'Actions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View Details', 'Edit', 'Delete']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(view.location().pathname).toBe(`/packs/${cookPack._id}`));
  });

  it('opens the product detail from a product row', async () => {
    const view = renderList();
    await screen.findByText('DS-CK-001', {}, LOADED);
    fireEvent.click(within(rowOf('DS-CK-001')).getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'View Details' }));
    await waitFor(() => expect(view.location().pathname).toBe(`/products/${skillet._id}/show`));
  });

  it('deletes the ticked products and packs together, naming a refused one by its SKU', async () => {
    const reason = 'This product is in the pack DS-PACK-COOK. Remove it from the pack first.';
    const deleteBatch = vi.fn(async () => ({
      msg: '1 changed, 1 refused',
      done: 1,
      refused: 1,
      rows: [
        { id: skillet._id, outcome: 'refused', reason },
        { id: cookPack._id, outcome: 'done' },
      ],
    }));
    renderList({ deleteBatch });
    for (const sku of ['DS-CK-001', 'DS-PACK-COOK'])
      fireEvent.click(within(await waitFor(() => rowOf(sku), LOADED)).getByRole('checkbox'));
    // Products have no activation: Delete is the selection's only action.
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'CONFIRM' }));
    const banner = await screen.findByRole('alert', {}, LOADED);
    expect(banner).toHaveTextContent('1 changed, 1 refused');
    expect(within(banner).getByRole('listitem')).toHaveTextContent(`DS-CK-001: ${reason}`);
    expect(deleteBatch).toHaveBeenCalledWith('products', { ids: [skillet._id, cookPack._id] });
  });

  it('exports exactly the ticked rows and says which packs the product file left out', async () => {
    const exportProductsSelectionCsv = vi.fn(async () => ({ leftOut: ['DS-PACK-COOK'] }));
    renderList({ exportProductsSelectionCsv });
    for (const sku of ['DS-CK-001', 'DS-PACK-COOK'])
      fireEvent.click(within(await waitFor(() => rowOf(sku), LOADED)).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Export selection' }));
    await waitFor(() =>
      expect(exportProductsSelectionCsv).toHaveBeenCalledWith({ ids: [skillet._id, cookPack._id] }),
    );
    expect(
      await screen.findByText('Not in the file: a pack does not fit a row of the product CSV: DS-PACK-COOK'),
    ).toBeInTheDocument();
  });

  it('says nothing more when every ticked row is in the file', async () => {
    const exportProductsSelectionCsv = vi.fn(async () => ({ leftOut: [] }));
    renderList({ exportProductsSelectionCsv });
    fireEvent.click(within(await waitFor(() => rowOf('DS-CK-001'), LOADED)).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Export selection' }));
    await waitFor(() => expect(exportProductsSelectionCsv).toHaveBeenCalledWith({ ids: [skillet._id] }));
    expect(screen.queryByText(/Not in the file/)).not.toBeInTheDocument();
  });
});
