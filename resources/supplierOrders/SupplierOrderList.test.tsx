import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import SupplierOrderList from './SupplierOrderList';
import { dhl, testLine, testRow } from './testRows';
import type { SupplierOrder } from './types';

/**
 * The supplier view on react-admin's testDataProvider: what it asks for, its columns, its
 * Filter, and rows with several products. The URL is asserted in dataProvider/index.test.ts.
 */
const LOADED = { timeout: 5000 };

function renderList(rows: SupplierOrder[], path = '/') {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const dataProvider = testDataProvider({ getList: getList as never });
  const { location } = renderInAdmin(
    <Routes>
      <Route path="/" element={<SupplierOrderList />} />
    </Routes>,
    { path, dataProvider },
  );
  return Object.assign(getList, { location });
}

const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, LOADED)).closest('tr') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('Purchase Orders, the supplier view', () => {
  it('lists the supplier-orders resource under its title, with the spec’s columns', async () => {
    signInAs(USERS.Supplier);
    const line = testLine('SUP-1', { shipping_agent: dhl, estimated_shipping_date: '2026-12-01' });
    const getList = renderList([testRow('PO-2026-0007', [line])]);
    const row = await rowOf('PO-2026-0007');
    expect(screen.getByRole('heading', { name: 'Purchase Orders' })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('supplier-orders', expect.objectContaining({ filter: {} }));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    // The first, empty headers are the expand column's and the selection's.
    expect(headers).toEqual([
      '',
      '',
      'Date & Time',
      'PO Number',
      'Supplier SKU',
      'Supplier Product Name',
      'Units',
      'Shipping Agent',
      'Deadline Date',
      'Estimated Shipping Date',
      'Address to be sent',
      'Name',
      'Status',
    ]);
    for (const text of [
      '20/11/2026 09:30',
      'SUP-1',
      'Product SUP-1',
      'DHL',
      '28/11/2026',
      '01/12/2026',
      'Leeds',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Actions' })).toBeInTheDocument();
  });

  it('shows an Admin whose lines each row is', async () => {
    signInAs(USERS.Admin);
    renderList([testRow('PO-2026-0007', [testLine('SUP-1')])]);
    const row = await rowOf('PO-2026-0007');
    expect(screen.getByRole('columnheader', { name: 'Supplier' })).toBeInTheDocument();
    expect(within(row).getByText('Northwind Textiles')).toBeInTheDocument();
  });

  it('offers Shipped, Pending and Ready in its Filter, and shows the chosen one as a chip', async () => {
    signInAs(USERS.Supplier);
    const getList = renderList([testRow('PO-2026-0007', [testLine('SUP-1')])]);
    await rowOf('PO-2026-0007');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Shipped', 'Pending', 'Ready']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Ready' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'supplier-orders',
        expect.objectContaining({ filter: { tag: 'ready' } }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Active filter' })).toHaveTextContent('Ready');
  });

  it('shows the address in a details popup', async () => {
    signInAs(USERS.Supplier);
    renderList([testRow('PO-2026-0007', [testLine('SUP-1')])]);
    const row = await rowOf('PO-2026-0007');
    fireEvent.click(within(row).getByRole('button', { name: 'details' }));
    const popup = await screen.findByRole('dialog', { name: 'Address to be sent' });
    expect(popup).toHaveTextContent('1 Analytical Way, Leeds, LS1, GB');
    expect(popup).toHaveTextContent('Customer');
  });

  it('expands a row with several products into one row per product, each with its menu', async () => {
    signInAs(USERS.Supplier);
    const agent = { _id: 'a1', name: 'DHL', activated: true, deleted_at: null };
    const rows = [
      testRow('PO-2026-0008', [
        testLine('SUP-1'),
        testLine('SUP-2', { status: 'Ready', shipping_agent: agent }),
        testLine('SUP-3', { status: 'Ready', shipping_agent: { ...agent, activated: false } }),
      ]),
    ];
    renderList(rows);
    const row = await rowOf('PO-2026-0008');
    expect(within(row).queryByText('SUP-1')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '3 products' }));
    const lines = await screen.findByRole('table', { name: 'Products of PO-2026-0008' });
    expect(within(lines).getByText('Product SUP-1')).toBeInTheDocument();
    expect(within(lines).getByText('Product SUP-2')).toBeInTheDocument();
    expect(within(lines).getByRole('button', { name: 'Actions for SUP-1' })).toBeInTheDocument();
    expect(within(lines).getByRole('button', { name: 'Actions for SUP-2' })).toBeInTheDocument();
    // The Ready line's agent no longer changes; the Pending one's does, and so does a Ready
    // line's whose agent went inactive (issue 28 item 5).
    expect(within(lines).getByRole('button', { name: 'Update Shipping Agent of SUP-2' })).toBeDisabled();
    expect(within(lines).getByRole('button', { name: 'Update Shipping Agent of SUP-1' })).toBeEnabled();
    expect(within(lines).getByRole('button', { name: 'Update Shipping Agent of SUP-3' })).toBeEnabled();
  });

  it("opens a line's date or agent dialog on arrival when Needs attention asks for it, once", async () => {
    signInAs(USERS.Supplier);
    const [first, second] = [testLine('SUP-1'), testLine('SUP-2')];
    const rows = [testRow('PO-2026-0010', [first, second])];
    // A row with several products expands to show the asked line, whose date dialog opens.
    const { location } = renderList(rows, `/?action=set-estimated-date&record=${second._id}`);
    expect(await screen.findByRole('dialog', {}, LOADED)).toHaveTextContent('Update Estimated Shipping Date');
    expect(screen.getByRole('table', { name: 'Products of PO-2026-0010', hidden: true })).toBeInTheDocument();
    // The address drops the request once the dialog is open, so a reload does not open it again.
    await waitFor(() => expect(location().search).toBe(''));
  });

  it("opens a one-product row's agent dialog on arrival when asked for", async () => {
    signInAs(USERS.Supplier);
    const line = testLine('SUP-3');
    renderList([testRow('PO-2026-0011', [line])], `/?action=set-agent&record=${line._id}`);
    expect(await screen.findByRole('dialog', {}, LOADED)).toHaveTextContent('Update Shipping Agent');
  });

  it('marks a disabled or deleted agent, and an unknown status reads Pending', async () => {
    signInAs(USERS.Supplier);
    const line = testLine('SUP-1', {
      status: 'Lost',
      shipping_agent: { ...dhl, activated: false },
    });
    renderList([testRow('PO-2026-0009', [line], { line_status: 'Lost' })]);
    const row = await rowOf('PO-2026-0009');
    expect(within(row).getByText('DHL (disabled or deleted)')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
  });
});
