import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18nProvider, loadGerman } from '../../../src/i18n';
import { renderInAdmin, signInAs, USERS } from '../../../src/testing';
import { knifeLine, listOrder, ordersProvider } from '../../../src/testing/testOrders';
import type { Order } from '../../../src/components/orders/types';
import ConsolidateList from './ConsolidateList';

const LOADED = { timeout: 5000 };
const ADVISORY = 'Not all suppliers in this order allow dropshipping. Consolidation is recommended.';

const undecided = (n: number) =>
  listOrder(n, {
    consolidated: null,
    isConsolidateOption: true,
    warehouse_cell: 'choose-consolidation',
    isHybrid: false,
    assigned_to: null,
    products: [knifeLine],
  });

const rowOf = async (orderNumber: string) =>
  (await screen.findByText(orderNumber, {}, LOADED)).closest('tr') as HTMLElement;
const tick = async (orderNumber: string) =>
  fireEvent.click(within(await rowOf(orderNumber)).getByRole('checkbox'));

/** Answers each id done, but `refuse`'s with its reason. */
const answering =
  (refuse: Record<string, string>) =>
  async ({ ids }: { ids: string[] }) => {
    const rows = ids.map((id) =>
      refuse[id] ? { id, outcome: 'refused', reason: refuse[id] } : { id, outcome: 'done' },
    );
    const refused = rows.filter((r) => r.outcome === 'refused').length;
    return { msg: '', done: ids.length - refused, refused, rows };
  };

beforeEach(() => signInAs(USERS.Admin));

describe('Consolidate screen: the selected orders', () => {
  it('Consolidate asks the irreversible question, sends the ticked orders and lists the refused', async () => {
    const { api, dataProvider } = ordersProvider([1, 2].map(undecided), {
      consolidateOrderBatch: answering({ 'o-2': 'This order is already consolidated or unconsolidated' }),
    });
    renderInAdmin(<ConsolidateList />, { path: '/consolidate-unconsolidate', dataProvider });
    for (const n of ['#1041', '#1042']) await tick(n);
    fireEvent.click(await screen.findByRole('button', { name: 'Consolidate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Consolidate Selected Orders');
    expect(dialog).toHaveTextContent('The products to buy of the 2 selected orders will be sent');
    expect(dialog).toHaveTextContent('Are you sure? This action is irreversible.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));

    const banner = await screen.findByRole('alert', {}, LOADED);
    expect(banner).toHaveTextContent('1 changed, 1 refused');
    expect(within(banner).getByRole('listitem')).toHaveTextContent(
      '#1042: This order is already consolidated or unconsolidated',
    );
    expect(api.consolidateOrderBatch).toHaveBeenCalledWith({ ids: ['o-1', 'o-2'], consolidated: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Unconsolidate sends consolidated false; an order a supplier does not dropship is refused with the advisory', async () => {
    const { api, dataProvider } = ordersProvider([undecided(1)], {
      consolidateOrderBatch: answering({ 'o-1': ADVISORY }),
    });
    renderInAdmin(<ConsolidateList />, { path: '/consolidate-unconsolidate', dataProvider });
    await tick('#1041');
    fireEvent.click(await screen.findByRole('button', { name: 'Unconsolidate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Unconsolidate Selected Orders');
    expect(dialog).toHaveTextContent('The suppliers will ship the products of the selected order');
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    const banner = await screen.findByRole('alert', {}, LOADED);
    expect(banner).toHaveTextContent('0 changed, 1 refused');
    expect(within(banner).getByRole('listitem')).toHaveTextContent(`#1041: ${ADVISORY}`);
    expect(api.consolidateOrderBatch).toHaveBeenCalledWith({ ids: ['o-1'], consolidated: false });
  });

  it('exports exactly the selection', async () => {
    const { api, dataProvider } = ordersProvider([1, 2].map(undecided), {
      exportOrdersSelectionCsv: async () => undefined,
    });
    renderInAdmin(<ConsolidateList />, { path: '/consolidate-unconsolidate', dataProvider });
    await tick('#1042');
    fireEvent.click(await screen.findByRole('button', { name: 'Export selection' }));
    await waitFor(() => expect(api.exportOrdersSelectionCsv).toHaveBeenCalledWith({ ids: ['o-2'] }));
  });
});

/** Twelve undecided orders, ten a page: the list answers the page asked for. */
function twoPages() {
  const all = Array.from({ length: 12 }, (_, i) => undecided(i + 1));
  const { dataProvider } = ordersProvider(all, {
    getList: async (_resource: string, params: { pagination?: { page: number; perPage: number } }) => {
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      return { data: all.slice((page - 1) * perPage, page * perPage) as Order[], total: all.length };
    },
  });
  renderInAdmin(<ConsolidateList />, { path: '/consolidate-unconsolidate', dataProvider });
}

/** One order ticked on page 1, two on page 2: three ticked, two of them on the page shown. */
async function tickOnTwoPages(next: string) {
  await tick('#1041');
  fireEvent.click(screen.getByRole('button', { name: next }));
  // Page 2 is a second list query: slower than a tick on a busy machine.
  await screen.findByText('#1051', {}, { timeout: 20_000 });
  await tick('#1051');
  await tick('#1052');
}

describe('the bulk dialogs count every ticked order, on any page', () => {
  it('Unconsolidate speaks of the 3 selected orders, not the selected order', async () => {
    twoPages();
    await tickOnTwoPages('Go to page 2');
    fireEvent.click(await screen.findByRole('button', { name: 'Unconsolidate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The suppliers will ship the products of the 3 selected orders');
  });

  describe('in German', () => {
    beforeEach(async () => {
      await loadGerman();
      await i18nProvider.changeLocale('de');
    });
    afterEach(() => i18nProvider.changeLocale('en'));

    it('Nicht konsolidieren speaks of the 3 selected orders too', async () => {
      twoPages();
      await tickOnTwoPages(i18nProvider.translate('ra.navigation.page', { page: 2 }));
      fireEvent.click(await screen.findByRole('button', { name: 'Nicht konsolidieren' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(
        'Die Lieferanten senden die Produkte der 3 ausgewählten Bestellungen direkt an die Kunden',
      );
    });
  });
});
