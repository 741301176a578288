import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { ATTENTION_REASONS } from '../../domain/attention';
import { overviewDays } from '../../domain/overview';
import type { OverviewRecord } from '../../domain/schemas/overview';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import { OverviewPage } from './OverviewPage';

// recharts measures its container; jsdom has none.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as never;

const noneWaiting = Object.fromEntries(ATTENTION_REASONS.map((r) => [r, 0])) as OverviewRecord['attention'];
const ADMIN_OVERVIEW: OverviewRecord = {
  statuses: { shipped: 12, pending: 7, preparation: 3, ready: 0 },
  attention: { ...noneWaiting, problematic: 2, late: 5 },
  days: overviewDays(new Date('2026-11-26T12:00:00Z')).map((day) => ({
    day,
    imported: 3,
    shipped: 2,
    late: 0,
  })),
  due: {
    purchaseOrders: { overdue: 1, 'due-today': 4 },
    pickupOrders: { overdue: 0, 'due-today': 2 },
  },
  shops: [
    {
      kind: 'shopify',
      shop: 'demo-shop.myshopify.com',
      up: true,
      error: null,
      today: { received: 11, shopCount: 12 },
      lastWebhookAt: '2026-11-26T11:58:00.000Z',
      lastSweep: { at: '2026-11-26T11:55:00.000Z', error: null },
      lastReconciliation: null,
    },
  ],
};

function renderOverview(overview: OverviewRecord, user: (typeof USERS)[keyof typeof USERS] = USERS.Admin) {
  signInAs(user);
  const getOverview = vi.fn(async () => overview);
  const view = renderInAdmin(<OverviewPage />, {
    path: '/overview',
    dataProvider: testDataProvider({ getOverview } as never),
  });
  return { ...view, getOverview };
}

const tile = (label: string) => screen.getByText(label).closest('a')!;

describe('the overview', () => {
  it("shows the Admin's orders per status and the reasons that wait, each opening its list", async () => {
    const { location } = renderOverview(ADMIN_OVERVIEW);
    await screen.findByText('Orders by status');
    expect(within(tile('Pending')).getByText('7')).toBeInTheDocument();
    expect(tile('Pending').getAttribute('href')).toBe(
      `/master-dashboard?filter=${encodeURIComponent('{"tag":"pending"}')}`,
    );
    expect(within(tile('Deadline passed, not shipped')).getByText('5')).toBeInTheDocument();
    // A reason with nothing waiting has no tile.
    expect(screen.queryByText('Purchase order due, not sent')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /per day over the last 30 days/ })).toBeInTheDocument();

    // Orders to be sent that are due: each tile opens its to-be-sent list on that tag.
    expect(within(tile('Purchase orders due later today')).getByText('4')).toBeInTheDocument();
    expect(tile('Purchase orders overdue').getAttribute('href')).toBe(
      `/to-be-sent?filter=${encodeURIComponent('{"tag":"overdue"}')}`,
    );
    expect(tile('Pickup orders due later today').getAttribute('href')).toBe(
      `/puo-to-be-sent?filter=${encodeURIComponent('{"tag":"due-today"}')}`,
    );

    // Each configured shop: today's orders here against the shop's count.
    const shops = screen.getByRole('table', { name: 'Shops' });
    expect(within(shops).getByText('demo-shop.myshopify.com')).toBeInTheDocument();
    expect(within(shops).getByText('11 here of 12 in the shop')).toBeInTheDocument();

    await userEvent.click(tile('Problematic order'));
    expect(location().pathname).toBe('/attention');
    expect(JSON.parse(new URLSearchParams(location().search).get('filter')!)).toEqual({ tag: 'problematic' });
  });

  it('says "about" on a tile whose count the server estimated, and the exact ones as they are', async () => {
    renderOverview({
      ...ADMIN_OVERVIEW,
      statuses: { ...ADMIN_OVERVIEW.statuses!, shipped: 1_000_412 },
      attention: { ...ADMIN_OVERVIEW.attention, late: 24_980 },
      estimated: { statuses: ['shipped'], attention: ['late'] },
    });
    await screen.findByText('Orders by status');
    expect(within(tile('Shipped')).getByText('about 1,000,412')).toBeInTheDocument();
    expect(within(tile('Deadline passed, not shipped')).getByText('about 24,980')).toBeInTheDocument();
    expect(within(tile('Pending')).getByText('7')).toBeInTheDocument();
  });

  it('shows a Warehouse user only its own waiting rows, without statuses or chart', async () => {
    renderOverview(
      { statuses: null, days: null, due: null, shops: null, attention: noneWaiting },
      USERS.Warehouse,
    );
    expect(await screen.findByText('Nothing waits on you.')).toBeInTheDocument();
    expect(screen.queryByText('Orders by status')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /per day/ })).not.toBeInTheDocument();
  });
});
