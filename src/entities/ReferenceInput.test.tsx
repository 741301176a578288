import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, testDataProvider } from 'react-admin';
import { renderInAdmin, signInAs, USERS } from '../testing';
import { entity as products } from '../../domain/entities/products';
import { entity as packs } from '../../domain/entities/packs';
import { EntityInput } from './EntityInput';

const rows = [
  { _id: 's1', name: 'Coastal Kitchenware', supplier_sku: 'CK1001' },
  { _id: 's2', name: 'Northwind Textiles', supplier_sku: 'NW2002' },
];

function renderInput(source: string, field: (typeof products.fields)[string]) {
  signInAs(USERS.Admin);
  const getChoices = vi.fn(async () => rows);
  renderInAdmin(
    <Form>
      <EntityInput source={source} field={field} label="Choice" editing={false} />
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

  it('offers several for a references field', async () => {
    renderInput('selected_products', packs.fields.selected_products);
    await userEvent.click(await screen.findByRole('combobox', { name: /Choice/ }));
    expect(await screen.findByRole('option', { name: 'NW2002' })).toBeInTheDocument();
  });
});
