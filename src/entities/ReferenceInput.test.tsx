import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, testDataProvider } from 'react-admin';
import { renderInAdmin, signInAs, USERS } from '../testing';
import { entity as products } from '../../domain/entities/products';
import { entity as packs } from '../../domain/entities/packs';
import { EntityInput } from './EntityInput';
import { displayValue } from './displayValue';

/** An optional owner field: the warehouse a packaging type is kept at (tests/entities/packagingTypes.ts). */
const keptAt = {
  kind: 'reference',
  label: 'Warehouse',
  required: false,
  reference: { resource: 'warehouses', list: '/get-warehouses', label: 'name' },
} as const;

const rows = [
  { _id: 's1', name: 'Coastal Kitchenware', supplier_sku: 'CK1001' },
  { _id: 's2', name: 'Northwind Textiles', supplier_sku: 'NW2002' },
];

function renderInput(
  source: string,
  field: (typeof products.fields)[string],
  { user = USERS.Admin, owner }: { user?: (typeof USERS)[keyof typeof USERS]; owner?: 'supplier' } = {},
) {
  signInAs(user);
  const getChoices = vi.fn(async () => rows);
  renderInAdmin(
    <Form>
      <EntityInput source={source} field={field} label="Choice" editing={false} owner={owner} />
    </Form>,
    { dataProvider: testDataProvider({ getChoices } as never) },
  );
  return getChoices;
}

describe('a reference field of a declaration', () => {
  it("offers the referenced resource's records by their declared label", async () => {
    const getChoices = renderInput('supplierId', products.fields.supplierId);
    await userEvent.click(await screen.findByRole('combobox', { name: /Choice/ }));
    expect(await screen.findByRole('option', { name: 'Northwind Textiles' })).toBeInTheDocument();
    expect(getChoices).toHaveBeenCalledWith(expect.objectContaining({ list: '/get-suppliers' }));
  });

  it('offers a Supplier user only its own supplier on an owner field, without reading the list', async () => {
    const getChoices = renderInput('supplierId', products.fields.supplierId, {
      user: USERS.Supplier,
      owner: 'supplier',
    });
    await userEvent.click(await screen.findByRole('combobox', { name: /Choice/ }));
    const offered = await screen.findAllByRole('option');
    expect(offered.map((o) => o.getAttribute('data-value'))).toEqual([USERS.Supplier.supplierId]);
    expect(getChoices).not.toHaveBeenCalled();
  });

  it('offers a Warehouse user no empty choice on an optional owner field: the row stays its own', async () => {
    signInAs(USERS.Warehouse);
    renderInAdmin(
      <Form>
        <EntityInput source="warehouseId" field={keptAt} label="Choice" editing={false} owner="warehouse" />
      </Form>,
      { dataProvider: testDataProvider({ getChoices: vi.fn(async () => []) } as never) },
    );
    await userEvent.click(await screen.findByRole('combobox', { name: /Choice/ }));
    const offered = await screen.findAllByRole('option');
    expect(offered.map((o) => o.getAttribute('data-value'))).toEqual([USERS.Warehouse.warehouseId]);
  });

  it('offers several for a references field', async () => {
    renderInput('selected_products', packs.fields.selected_products);
    await userEvent.click(await screen.findByRole('combobox', { name: /Choice/ }));
    expect(await screen.findByRole('option', { name: 'NW2002' })).toBeInTheDocument();
  });
});

describe("a reference field's value on a list or detail", () => {
  const renderValue = (field: (typeof products.fields)[string], value: unknown) => {
    signInAs(USERS.Admin);
    renderInAdmin(<p data-testid="value">{displayValue(field, value)}</p>, {
      dataProvider: testDataProvider({ getChoices: async () => rows } as never),
    });
  };

  it('shows the referenced record by its declared label, not its id', async () => {
    renderValue(products.fields.supplierId, 's2');
    expect(await screen.findByText('Northwind Textiles')).toBeInTheDocument();
    expect(screen.queryByText('s2')).not.toBeInTheDocument();
  });

  it('shows each of several, and the id of a record that is gone', async () => {
    renderValue(packs.fields.selected_products, ['s1', 'gone']);
    expect(await screen.findByText('CK1001, gone')).toBeInTheDocument();
  });
});
