import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import type { ChannelRecord, ReconciliationRecord } from '../../domain/schemas/channels';
import { renderInAdmin, signInAs, USERS } from '../../src/testing';
import { ChannelsPage } from './ChannelsPage';

const run = (over: Partial<ReconciliationRecord>): ReconciliationRecord => ({
  id: 'r1',
  shop: 'demo-shop.myshopify.com',
  windowFrom: '2026-11-25T00:00:00.000Z',
  windowTo: '2026-11-26T12:00:00.000Z',
  shopCount: 40,
  shopCountExact: true,
  productCountBefore: 39,
  productCountAfter: 40,
  fetched: 1,
  outcome: 'fetched',
  error: null,
  startedAt: '2026-11-26T12:00:00.000Z',
  finishedAt: '2026-11-26T12:00:02.000Z',
  ...over,
});

const channel = (history: ReconciliationRecord[]): ChannelRecord => ({
  kind: 'shopify',
  shop: 'demo-shop.myshopify.com',
  up: true,
  error: null,
  today: { received: 12, shopCount: 12 },
  lastWebhookAt: '2026-11-26T11:58:00.000Z',
  lastSweep: { at: '2026-11-26T11:55:00.000Z', error: 'Shopify answered 500' },
  lastReconciliation: history[0] ?? null,
  history,
});

function renderChannels(methods: Record<string, unknown>) {
  signInAs(USERS.Admin);
  return renderInAdmin(<ChannelsPage />, {
    path: '/channels',
    dataProvider: testDataProvider(methods as never),
  });
}

describe('the Channels page', () => {
  it('lists each configured shop with its state and its daily counts', async () => {
    const older = run({ id: 'r0', outcome: 'disagrees', productCountAfter: 39, fetched: 0 });
    renderChannels({ getChannels: vi.fn(async () => [channel([run({}), older])]) });
    const states = await screen.findByRole('table', { name: 'Shops' });
    expect(within(states).getByText('demo-shop.myshopify.com')).toBeInTheDocument();
    expect(within(states).getByText('Shopify')).toBeInTheDocument();
    expect(within(states).getByText('Answers')).toBeInTheDocument();
    expect(within(states).getByText('12 here of 12 in the shop')).toBeInTheDocument();
    expect(within(states).getByText('Sync failing')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Daily counts of demo-shop.myshopify.com' });
    const rows = within(history).getAllByRole('row');
    // The header, then the newest run first.
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Missing orders fetched')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Counts disagree')).toBeInTheDocument();
  });

  it('"Reconcile now" counts the shop at once, says how it ended and shows the new run', async () => {
    let history = [run({ id: 'r0', outcome: 'agreed', fetched: 0 })];
    const reconcileChannel = vi.fn(async () => {
      const done = run({ id: 'r2', startedAt: '2026-11-26T13:00:00.000Z' });
      history = [done, ...history];
      return { msg: 'Counted the orders of demo-shop.myshopify.com', doc: done };
    });
    renderChannels({ getChannels: vi.fn(async () => [channel(history)]), reconcileChannel });
    await userEvent.click(await screen.findByRole('button', { name: 'Reconcile now' }));
    expect(reconcileChannel).toHaveBeenCalledWith('demo-shop.myshopify.com');
    expect(
      await screen.findByText('Counted demo-shop.myshopify.com: Missing orders fetched (1 fetched)'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Daily counts of demo-shop.myshopify.com' });
    expect(await within(table).findAllByRole('row')).toHaveLength(3);
  });

  it('says so when no shop is configured', async () => {
    renderChannels({ getChannels: vi.fn(async () => []) });
    expect(await screen.findByText('No shop is configured.')).toBeInTheDocument();
  });
});
