import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import { cookPack, knife, skillet } from '../../src/testing/productFixtures';
import { PackForm, type PackRecord } from './PackForm';

/**
 * The form on react-admin's testDataProvider: its methods are spies, the URLs they call are
 * dataProvider/index.test.ts's.
 */
function renderForm(pack?: PackRecord) {
  const dp = {
    getChoices: vi.fn(async () => [skillet, knife, cookPack]),
    create: vi.fn(async () => ({
      data: { ...cookPack, id: cookPack._id },
      meta: { msg: 'Pack added successfully' },
    })),
    update: vi.fn(async () => ({
      data: { ...cookPack, id: cookPack._id },
      meta: { msg: 'Pack updated successfully' },
    })),
  };
  renderInAdmin(
    <ResourceContextProvider value="packs">
      <PackForm pack={pack} />
      <Notification />
    </ResourceContextProvider>,
    { path: pack ? `/packs/${pack._id}` : '/packs/create', dataProvider: testDataProvider(dp as never) },
  );
  return dp;
}

beforeEach(() => {
  signInAs(USERS.Admin);
});
afterEach(() => vi.restoreAllMocks());

describe('Add Pack', () => {
  it('marks its three fields as required, as the product form does', async () => {
    renderForm();
    for (const label of ['Internal Product Name', 'Internal SKU', 'Products']) {
      expect(await screen.findByLabelText(new RegExp(`^${label}\\s*\\*$`))).toBeInTheDocument();
    }
  });

  it('requires a name, an internal SKU and at least one product, offered by supplier SKU', async () => {
    const user = userEvent.setup();
    const api = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Pack' }));
    expect(await screen.findByText('Internal product name is required')).toBeInTheDocument();
    expect(screen.getByText('Internal SKU is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one product')).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();
    expect(api.getChoices).toHaveBeenCalledWith(expect.objectContaining({ list: '/get-products' }));

    await user.type(screen.getByLabelText('Internal Product Name', { exact: false }), 'Two knives');
    await user.type(screen.getByLabelText('Internal SKU', { exact: false }), 'DS-PACK-2');
    await user.click(screen.getByRole('combobox', { name: /Products/ }));
    const options = await screen.findAllByRole('option');
    // Products only (no packs), each labelled by its supplier SKU.
    expect(options.map((o) => o.textContent)).toEqual(['CK1001', 'CK1002']);
    fireEvent.click(options[1]);
    await user.click(screen.getByRole('button', { name: 'Add Pack' }));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith('packs', {
        data: {
          internal_product_name: 'Two knives',
          internal_sku: 'DS-PACK-2',
          selected_products: [knife._id],
        },
      }),
    );
    expect(await screen.findByText('Pack added successfully')).toBeInTheDocument();
  });
});

describe('Edit Pack', () => {
  it('locks the internal SKU and sends it unchanged with the chosen products', async () => {
    const user = userEvent.setup();
    const api = renderForm(cookPack);
    const sku = screen.getByLabelText('Internal SKU', { exact: false });
    expect(sku).toHaveValue('DS-PACK-COOK');
    expect(sku).toBeDisabled();
    expect(screen.getByText('The internal SKU of a pack cannot be changed')).toBeInTheDocument();
    await screen.findByText('CK1001'); // the chosen products show as chips
    expect(screen.getByText('CK1002')).toBeInTheDocument();

    const name = screen.getByLabelText('Internal Product Name', { exact: false });
    await user.clear(name);
    await user.type(name, 'Cook Pack');
    await user.click(screen.getByRole('button', { name: 'Save Pack' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update).toHaveBeenCalledWith('packs', {
      id: cookPack._id,
      data: expect.objectContaining({
        _id: cookPack._id,
        internal_product_name: 'Cook Pack',
        internal_sku: 'DS-PACK-COOK',
        selected_products: [skillet._id, knife._id],
      }),
      previousData: { id: cookPack._id },
    });
  });
});
