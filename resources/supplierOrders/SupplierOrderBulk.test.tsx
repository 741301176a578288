import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { i18nProvider, loadGerman } from '../../src/i18n';
import { keptSelection, renderInAdmin, signInAs, USERS } from '../../src/testing';
import SupplierOrderList from './SupplierOrderList';
import { testLine, testRow } from './testRows';

/** Purchase Orders, the supplier view: acting on the selected rows (one batch call per action). */
const LOADED = { timeout: 5000 };

beforeEach(() => signInAs(USERS.Supplier));

/** `ticked`: a selection kept from before (the store), e.g. rows ticked on other pages. */
function renderRows(
  rows: ReturnType<typeof testRow>[],
  methods: Record<string, unknown> = {},
  { total = rows.length, ticked }: { total?: number; ticked?: string[] } = {},
) {
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: rows, total })) as never,
    ...methods,
  } as never);
  renderInAdmin(
    <Routes>
      <Route path="/" element={<SupplierOrderList />} />
    </Routes>,
    {
      path: '/',
      dataProvider,
      store: keptSelection('supplier-orders', ticked),
    },
  );
}

const tick = async (poNumber: string) =>
  fireEvent.click(
    within((await screen.findByText(poNumber, {}, LOADED)).closest('tr') as HTMLElement).getByRole(
      'checkbox',
    ),
  );

/** Answers each id done. */
const answering = () =>
  vi.fn(async ({ ids }: { ids: string[] }) => ({
    msg: '',
    done: ids.length,
    refused: 0,
    rows: ids.map((id) => ({ id, outcome: 'done' })),
  }));

describe('Purchase Orders: the selected rows', () => {
  it('Change Status sends the ticked rows and the banner names the refused by PO number', async () => {
    const rows = [testRow('PO-1', [testLine('A')]), testRow('PO-2', [testLine('B')])];
    const changeLinesStatusBatch = vi.fn(async ({ ids }: { ids: string[] }) => ({
      msg: '1 changed, 1 refused',
      done: 1,
      refused: 1,
      rows: [
        { id: ids[0], outcome: 'done' },
        { id: ids[1], outcome: 'refused', reason: 'Product not found' },
      ],
    }));
    renderRows(rows, { changeLinesStatusBatch });
    for (const po of ['PO-1', 'PO-2']) await tick(po);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Preparation' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    // Preparation can be undone: no confirmation.
    expect(screen.queryByText('Are you sure? This action is irreversible.')).not.toBeInTheDocument();

    const banner = await screen.findByRole('alert', {}, LOADED);
    expect(banner).toHaveTextContent('1 changed, 1 refused');
    expect(within(banner).getByRole('listitem')).toHaveTextContent('PO-2 #1041: Product not found');
    expect(changeLinesStatusBatch).toHaveBeenCalledWith({
      ids: [rows[0].id, rows[1].id],
      status: 'Preparation',
    });
  });

  it('Ready asks one confirmation for the batch, naming the count, then makes one batch call', async () => {
    const rows = [1, 2, 3].map((n) => testRow(`PO-R${n}`, [testLine(`R${n}`)]));
    const changeLinesStatusBatch = answering();
    renderRows(rows, { changeLinesStatusBatch });
    for (const row of rows) await tick(row.poNumber);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ready' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Order Ready' });
    expect(confirmation).toHaveTextContent(
      "The 3 selected rows become Ready to be picked up by their lines' shipping agents.",
    );
    expect(confirmation).toHaveTextContent('Are you sure? This action is irreversible.');
    expect(screen.getAllByRole('dialog', { name: 'Order Ready' })).toHaveLength(1);
    expect(changeLinesStatusBatch).not.toHaveBeenCalled();
    fireEvent.click(within(confirmation).getByRole('button', { name: 'CONFIRM' }));

    expect(await screen.findByRole('status', {}, LOADED)).toHaveTextContent('3 changed');
    expect(changeLinesStatusBatch).toHaveBeenCalledTimes(1);
    expect(changeLinesStatusBatch).toHaveBeenCalledWith({ ids: rows.map((r) => r.id), status: 'Ready' });
  });

  describe('in German', () => {
    beforeEach(async () => {
      await loadGerman();
      await i18nProvider.changeLocale('de');
    });
    afterEach(() => i18nProvider.changeLocale('en'));

    it('the Ready confirmation names the selected rows', async () => {
      const rows = [1, 2].map((n) => testRow(`PO-G${n}`, [testLine(`G${n}`)]));
      const changeLinesStatusBatch = answering();
      renderRows(rows, { changeLinesStatusBatch });
      for (const row of rows) await tick(row.poNumber);
      fireEvent.click(await screen.findByRole('button', { name: 'Status ändern' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Versandbereit' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Fertig' }));
      const confirmation = await screen.findByRole('dialog', { name: 'Bestellung versandbereit' });
      expect(confirmation).toHaveTextContent('Die 2 ausgewählten Zeilen werden versandbereit');
      expect(confirmation).toHaveTextContent('Sind Sie sicher? Dies kann nicht rückgängig gemacht werden.');
      fireEvent.click(within(confirmation).getByRole('button', { name: 'BESTÄTIGEN' }));
      await waitFor(() =>
        expect(changeLinesStatusBatch).toHaveBeenCalledWith({ ids: rows.map((r) => r.id), status: 'Ready' }),
      );
    });
  });

  it('offers the shipping agent and the estimated date for the selection', async () => {
    const rows = [testRow('PO-3', [testLine('C')])];
    renderRows(rows);
    await tick('PO-3');
    expect(await screen.findByRole('button', { name: 'Update Shipping Agent' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Update Estimated Shipping Date' })).toBeEnabled();
  });

  it('Add Shipping Info counts every ticked row, on any page', async () => {
    const rows = [testRow('PO-1', [testLine('A')]), testRow('PO-2', [testLine('B')])];
    // Two rows on this page, a third ticked on page 2.
    renderRows(rows, {}, { total: 30, ticked: [rows[0]._id, rows[1]._id, 'row-on-page-2'] });
    await screen.findByText('3 items selected', {}, LOADED);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Shipping Info' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Shipping Info' }));
    expect(
      dialog.getByText(/added to every line without Shipping Info of the 3 selected rows/),
    ).toBeInTheDocument();
  });

  it('Add Shipping Info: one tracking for the parcel, checked as a line’s own dialog checks it', async () => {
    const dhl = { _id: 'agent-dhl', name: 'DHL', activated: true, deleted_at: null };
    const rows = [
      testRow('PO-4', [testLine('D', { shipping_agent: dhl }), testLine('E', { shipping_agent: dhl })]),
      testRow('PO-5', [testLine('F', { shipping_agent: dhl })]),
    ];
    const addLinesShippingInfoBatch = vi.fn(async ({ ids }: { ids: string[] }) => ({
      msg: '1 changed, 1 refused',
      done: 1,
      refused: 1,
      rows: [
        { id: ids[0], outcome: 'done' },
        { id: ids[1], outcome: 'refused', reason: 'Already has shipping info: nothing to change' },
      ],
    }));
    renderRows(rows, { addLinesShippingInfoBatch });
    for (const po of ['PO-4', 'PO-5']) await tick(po);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Shipping Info' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Shipping Info' }));
    expect(
      dialog.getByText(/added to every line without Shipping Info of the 2 selected rows/),
    ).toBeInTheDocument();
    // Every selected line is DHL's: its name is where the agent name starts.
    expect(dialog.getByRole('textbox', { name: /Shipping agent name/ })).toHaveValue('DHL');
    fireEvent.change(dialog.getByRole('spinbutton', { name: /Tracking id/i }), { target: { value: '-4' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /Tracking URL/ }), {
      target: { value: 'https://dhl.example/track/4711' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(/must be a number of at least 0/)).toBeInTheDocument();
    expect(addLinesShippingInfoBatch).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByRole('spinbutton', { name: /Tracking id/i }), { target: { value: '4711' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    const banner = await screen.findByRole('alert', {}, LOADED);
    expect(banner).toHaveTextContent('1 changed, 1 refused');
    expect(within(banner).getByRole('listitem')).toHaveTextContent(
      'PO-5 #1041: Already has shipping info: nothing to change',
    );
    expect(addLinesShippingInfoBatch).toHaveBeenCalledWith({
      ids: [rows[0].id, rows[1].id],
      trackingId: '4711',
      agentName: 'DHL',
      trackingURL: 'https://dhl.example/track/4711',
    });
  });
});
