import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RecordContextProvider, testDataProvider } from 'react-admin';
import { i18nProvider, loadGerman } from '../../../src/i18n';
import { renderInAdmin, signInAs, USERS } from '../../../src/testing';
import { order } from '../../../src/testing/orderFixtures';
import { explainRouting, type NamedRoutingWarehouse } from '../../../domain/routingExplanation';
import type { OrderRoutingRecord } from '../../../domain/schemas/orderRouting';
import { WarehouseCell } from '../fields/WarehouseCell';
import { RoutingCard } from './RoutingCard';

const LOADED = { timeout: 5000 };
const hamburg: NamedRoutingWarehouse = {
  id: 'w-hh',
  name: 'Hamburg North',
  activated: true,
  country: 'DE',
  shippingType: 'International+Domestic Shipping',
  minWeight: null,
  maxWeight: 30,
  minLength: null,
  maxLength: null,
  minWidth: null,
  maxWidth: null,
  minHeight: null,
  maxHeight: null,
  minLWH: null,
  maxLWH: 2,
};

/** An order of 3 crates of 11.4 kg to Germany: 34.2 kg, over Hamburg North's 30 kg. */
const tooHeavy: OrderRoutingRecord = {
  order_id: order._id,
  recomputed: false,
  routed_at: '2026-03-01T09:30:00.000Z',
  explanation: explainRouting({
    lines: [{ sku: 'CRATE-1', quantity: 3, product: { weight: 11.4, length: 0.6, width: 0.4, height: 0.3 } }],
    destinationCountry: 'DE',
    warehouses: [hamburg],
  }),
};

function renderCard(answer: () => Promise<OrderRoutingRecord>) {
  const getOrderRouting = vi.fn(answer);
  renderInAdmin(<RoutingCard orderId={order._id} />, { dataProvider: testDataProvider({ getOrderRouting }) });
  return getOrderRouting;
}

beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

describe('Routing card', () => {
  it('names the failed criterion with the values compared, and the smallest change', async () => {
    const getOrderRouting = renderCard(async () => tooHeavy);
    expect(await screen.findByText('Problematic: no warehouse fits this order.', {}, LOADED)).toBeVisible();
    expect(getOrderRouting).toHaveBeenCalledWith(expect.objectContaining({ id: order._id }));
    const warehouses = screen.getByRole('table', { name: 'Warehouses' });
    const row = within(warehouses).getByRole('row', { name: /Hamburg North/ });
    expect(within(row).getByText('Does not fit')).toBeVisible();
    expect(within(row).getByText('max weight 30 kg < order 34.2 kg')).toBeVisible();
    expect(within(row).getByText('max L+W+H 2 m ≥ order 1.3 m')).toBeVisible();
    expect(screen.getByText('Hamburg North fits if its max weight were at least 34.2 kg.')).toBeVisible();
    // The inputs: the line times its quantity and the order's totals.
    const inputs = screen.getByRole('table', { name: 'What routing read' });
    expect(within(inputs).getByRole('row', { name: /CRATE-1 3 11\.4 kg 34\.2 kg/ })).toBeVisible();
    expect(screen.getByText('Destination: DE')).toBeVisible();
    expect(screen.getByText(/As routed on/)).toBeVisible();
  });

  it('says when the explanation was recomputed, nothing having been kept', async () => {
    renderCard(async () => ({ ...tooHeavy, recomputed: true, routed_at: null }));
    expect(await screen.findByText(/Recomputed from the order’s current lines/, {}, LOADED)).toBeVisible();
  });

  it('leaves a note when the server refuses', async () => {
    renderCard(async () => {
      throw new HttpError('Forbidden', 403, { msg: 'Forbidden' });
    });
    expect(await screen.findByText(/The routing could not be loaded/, {}, LOADED)).toBeVisible();
  });
});

describe('Warehouse cell', () => {
  it('asks for the routing only on hover, and summarises why', async () => {
    const getOrderRouting = vi.fn(async () => tooHeavy);
    const problematic = {
      ...order,
      warehouse_cell: 'choose-warehouse' as const,
      warehouse_list: [],
      products: [],
    };
    renderInAdmin(
      <RecordContextProvider value={problematic}>
        <WarehouseCell />
      </RecordContextProvider>,
      { dataProvider: testDataProvider({ getOrderRouting }) },
    );
    expect(getOrderRouting).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByText('No warehouse fits this order'));
    const summary = await screen.findByTestId('routing-summary', {}, LOADED);
    expect(within(summary).getByText('Hamburg North: max weight 30 kg < order 34.2 kg')).toBeVisible();
    expect(
      within(summary).getByText('Hamburg North fits if its max weight were at least 34.2 kg.'),
    ).toBeVisible();
    expect(getOrderRouting).toHaveBeenCalledTimes(1);
  });
});

describe('Routing card in German', () => {
  beforeEach(async () => {
    await loadGerman();
    await i18nProvider.changeLocale('de');
  });
  afterEach(() => i18nProvider.changeLocale('en'));

  it('names the shipping types in German, in the check and in the smallest change', async () => {
    const domesticOnly = { ...hamburg, shippingType: 'Domestic Shipping' as const, maxWeight: null };
    renderCard(async () => ({
      ...tooHeavy,
      explanation: explainRouting({
        lines: [
          { sku: 'CRATE-1', quantity: 1, product: { weight: 1, length: 0.6, width: 0.4, height: 0.3 } },
        ],
        destinationCountry: 'FR',
        warehouses: [domesticOnly],
      }),
    }));
    const check = await screen.findByText(/^Nur Inland bedient FR nicht/, {}, LOADED);
    expect(check.textContent).toMatch(/das braucht (Nur international|Inland und international)$/);
    expect(document.body.textContent).not.toMatch(/Domestic Shipping|International Shipping/);
  });
});
