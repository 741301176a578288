import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import { skillet, SUPPLIER_ID, suppliers } from '../../src/testing/productFixtures';
import { ProductForm } from './ProductForm';

type Method = (...args: never[]) => Promise<unknown>;

/**
 * The form on react-admin's testDataProvider: getChoices answers the suppliers, create and
 * update are spies; the URLs they call are dataProvider/index.test.ts's.
 */
function renderForm(
  product?: typeof skillet,
  {
    supplierRows = suppliers as unknown[],
    create,
    update,
  }: { supplierRows?: unknown[]; create?: Method; update?: Method } = {},
) {
  const dp = {
    getChoices: vi.fn(async () => supplierRows),
    create: vi.fn(create ?? (async () => ({ data: { ...skillet, id: skillet._id }, meta: { msg: 'ok' } }))),
    update: vi.fn(update ?? (async () => ({ data: { ...skillet, id: skillet._id }, meta: { msg: 'ok' } }))),
  };
  renderInAdmin(
    <ResourceContextProvider value="products">
      <ProductForm product={product} />
      <Notification />
    </ResourceContextProvider>,
    {
      path: product ? `/products/${product._id}` : '/products/create',
      dataProvider: testDataProvider(dp as never),
    },
  );
  return dp;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

beforeEach(() => {
  signInAs(USERS.Admin);
});
afterEach(() => vi.restoreAllMocks());

describe('Add Product', () => {
  it('shows the two sections and the messages of the server schema for missing and negative values', async () => {
    const api = renderForm();
    expect(screen.getByRole('heading', { name: 'Product Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Product Selection Criteria' })).toBeInTheDocument();
    expect(field('Units Per Box')).toBeInTheDocument();

    fireEvent.change(field('Weight (kg)'), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    for (const message of [
      'Internal SKU is required',
      'Supplier SKU is required',
      'Internal product name is required',
      'Supplier product name is required',
      'Supplier is required',
      'Units is required',
      'Units per box is required',
      'Weight must be at least 0',
      'Height is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();
    expect(api.getChoices).toHaveBeenCalledWith(expect.objectContaining({ list: '/get-suppliers' }));
  });

  it('refuses a weight or dimension beyond the bounds of domain/limits.ts before sending', async () => {
    const api = renderForm();
    fireEvent.change(field('Weight (kg)'), { target: { value: '1e308' } });
    fireEvent.change(field('Length'), { target: { value: '1001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Weight must be at most 100,000')).toBeInTheDocument();
    expect(await screen.findByText('Length must be at most 1,000')).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('marks every field required', async () => {
    renderForm();
    const labels = [
      'Internal SKU',
      'Supplier SKU',
      'Internal Product Name',
      'Supplier Product Name',
      'Supplier',
      'Units',
      'Units Per Box',
      'Weight (kg)',
      'Length (m)',
      'Width (m)',
      'Height (m)',
    ];
    const marked = [...document.querySelectorAll('label')]
      .filter((label) => label.textContent?.trim().endsWith('*'))
      .map((label) => label.textContent!.replace(/[\s\u2009]*\*$/, '').trim());
    expect(marked.sort()).toEqual([...labels].sort());
  });

  it('offers only activated suppliers', async () => {
    const dormant = { _id: 'c0ffee00-0000-4000-8000-0000000000d1', name: 'Dormant Goods', activated: false };
    renderForm(undefined, { supplierRows: [...suppliers, dormant] });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Supplier/ }, { timeout: 5000 }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent).filter(Boolean)).toEqual([
      'Coastal Kitchenware',
      'Northwind Textiles',
    ]);
  });

  it('sends the documented payload with decimals, then shows the server message', async () => {
    const user = userEvent.setup();
    const api = renderForm(undefined, {
      create: async () => ({
        data: { ...skillet, id: skillet._id },
        meta: { msg: 'Product added successfully' },
      }),
    });
    await user.type(field('Internal SKU'), 'DS-NEW-1');
    await user.type(field('Supplier SKU'), 'SUP-1');
    await user.type(field('Internal Product Name'), 'New thing');
    await user.type(field('Supplier Product Name'), 'Their thing');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Supplier/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Coastal Kitchenware' }));
    for (const [label, value] of [
      ['Units', '2'],
      ['Units Per Box', '1'],
      ['Weight (kg)', '0.75'],
      ['Length (m)', '0.4'],
      ['Width (m)', '0.25'],
      ['Height (m)', '0'],
    ])
      // Labels end with the required mark: 'Units *'.
      fireEvent.change(screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*$`)), {
        target: { value },
      });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith('products', {
        data: {
          internal_sku: 'DS-NEW-1',
          supplier_sku: 'SUP-1',
          internal_product_name: 'New thing',
          supplier_product_name: 'Their thing',
          supplierId: SUPPLIER_ID,
          units: 2,
          units_include: 1,
          weight: 0.75,
          length: 0.4,
          width: 0.25,
          height: 0,
        },
      }),
    );
    expect(api.create).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
  });

  it("shows the server's refusal in a red banner and on the field it names", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const msg = 'The internal SKU is already used';
    const api = renderForm(skillet, {
      update: async () => {
        throw new HttpError(msg, 409, {
          msg,
          errors: [{ field: 'internal_sku', message: 'Internal SKU is taken' }],
        });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    // The save runs the schema first: give it time on a busy machine.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(msg);
    expect(await screen.findByText('Internal SKU is taken')).toBeInTheDocument();
    expect(api.update).toHaveBeenCalledWith('products', expect.objectContaining({ id: skillet._id }));
  });
});

describe('Edit Product', () => {
  it('is prefilled, locks the supplier and sends it unchanged with the id', async () => {
    const user = userEvent.setup();
    const api = renderForm(skillet, {
      update: async () => ({
        data: { ...skillet, id: skillet._id },
        meta: { msg: 'Product updated successfully' },
      }),
    });
    expect(field('Internal SKU')).toHaveValue('DS-CK-001');
    expect(field('Weight (kg)')).toHaveValue(3.1);
    await waitFor(() => expect(screen.getByText('Coastal Kitchenware')).toBeInTheDocument());
    const supplier = screen.getByText('Coastal Kitchenware').closest('[role="combobox"]');
    expect(supplier).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('The supplier of a product cannot be changed')).toBeInTheDocument();

    await user.clear(field('Internal Product Name'));
    await user.type(field('Internal Product Name'), 'Skillet, renamed');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update).toHaveBeenCalledWith('products', {
      id: skillet._id,
      data: expect.objectContaining({
        _id: skillet._id,
        supplierId: SUPPLIER_ID,
        internal_product_name: 'Skillet, renamed',
        internal_sku: 'DS-CK-001',
        weight: 3.1,
      }),
      previousData: { id: skillet._id },
    });
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    // One submit button only, with the edit label.
    expect(within(document.body).queryByRole('button', { name: 'Add Product' })).toBeNull();
  });
});
