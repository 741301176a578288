import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider } from 'react-admin';
import { bodiesSentTo, fakeApi, renderInAdmin, signInAs, USERS } from '../../src/testing';
import { cookPack, knife, skillet } from '../products/fixtures';
import { PackForm, type PackRecord } from './PackForm';

const API = '/backend/api/admin';

function renderForm(pack?: PackRecord) {
  return renderInAdmin(
    <ResourceContextProvider value="packs">
      <PackForm pack={pack} />
      <Notification />
    </ResourceContextProvider>,
    { path: pack ? `/packs/${pack._id}` : '/packs/create' },
  );
}

beforeEach(() => {
  signInAs(USERS.Admin);
});
afterEach(() => vi.restoreAllMocks());

describe('Add Pack', () => {
  it('requires a name, an internal SKU and at least one product, offered by supplier SKU', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`${API}/get-products`]: () => [200, { doc: [skillet, knife, cookPack], count: 3 }],
      [`${API}/add-pack`]: () => [200, { msg: 'Pack added successfully', doc: cookPack }],
    });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Pack' }));
    expect(await screen.findByText('Internal product name is required')).toBeInTheDocument();
    expect(screen.getByText('Internal SKU is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one product')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Internal Product Name', { exact: false }), 'Two knives');
    await user.type(screen.getByLabelText('Internal SKU', { exact: false }), 'DS-PACK-2');
    await user.click(screen.getByRole('combobox', { name: /Products/ }));
    const options = await screen.findAllByRole('option');
    // Products only (no packs), each labelled by its supplier SKU.
    expect(options.map((o) => o.textContent)).toEqual(['CK1001', 'CK1002']);
    fireEvent.click(options[1]);
    await user.click(screen.getByRole('button', { name: 'Add Pack' }));
    await waitFor(() =>
      expect(bodiesSentTo(api, `${API}/add-pack`)).toEqual([
        { internal_product_name: 'Two knives', internal_sku: 'DS-PACK-2', selected_products: [knife._id] },
      ]),
    );
    expect(await screen.findByText('Pack added successfully')).toBeInTheDocument();
  });
});

describe('Edit Pack', () => {
  it('locks the internal SKU and sends it unchanged with the chosen products', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`${API}/get-products`]: () => [200, { doc: [skillet, knife, cookPack], count: 3 }],
      [`${API}/update-pack`]: () => [200, { msg: 'Pack updated successfully', doc: cookPack }],
    });
    renderForm(cookPack);
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
    await waitFor(() => expect(bodiesSentTo(api, `${API}/update-pack`)).toHaveLength(1));
    expect(bodiesSentTo(api, `${API}/update-pack`)[0]).toMatchObject({
      _id: cookPack._id,
      internal_product_name: 'Cook Pack',
      internal_sku: 'DS-PACK-COOK',
      selected_products: [skillet._id, knife._id],
    });
  });
});
