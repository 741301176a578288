import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { renderResourceScreen, signInAs, USERS } from '../../src/testing';
import type { AttentionRecord } from '../../domain/schemas/attention';
import { AttentionList } from './AttentionList';
import { fixTarget } from './fixTarget';

const HOUR = 3_600_000;
const row = (over: Partial<AttentionRecord>): AttentionRecord => ({
  _id: 'late:o1',
  item_id: 'o1',
  reason: 'late',
  move: 'warehouse',
  actor_name: 'Hamburg North',
  warehouse_id: 'w1',
  supplier_id: null,
  agent_id: null,
  record_kind: 'order',
  record_id: 'o1',
  record_number: '#5001',
  order_id: 'o1',
  order_number: '#5001',
  line_id: null,
  since: new Date(Date.now() - 50 * HOUR).toISOString(),
  fix: 'open-order',
  ...over,
});

const rows = [
  row({}),
  row({
    _id: 'po-due:p1',
    item_id: 'p1',
    reason: 'po-due',
    move: 'admin',
    actor_name: null,
    record_kind: 'purchase-order',
    record_id: 'p1',
    record_number: 'PO-1000',
    order_id: null,
    order_number: null,
    since: new Date(Date.now() - 3 * HOUR - 60_000).toISOString(),
    fix: 'send-now',
  }),
];

beforeEach(() => signInAs(USERS.Admin));

describe('Needs attention', () => {
  it('lists each row with its reason, age, who must act and a fix that opens its screen', async () => {
    const getList = vi.fn(async () => ({ data: rows, total: 2 }));
    signInAs(USERS.Warehouse);
    const user = userEvent.setup();
    const { location } = renderResourceScreen(
      'attention',
      <AttentionList />,
      '/attention',
      '/attention',
      testDataProvider({ getList } as never),
    );
    expect(await screen.findByText('Deadline passed, not shipped')).toBeInTheDocument();
    expect(screen.getByText('2 d late')).toBeInTheDocument();
    expect(screen.getByText('Warehouse: Hamburg North')).toBeInTheDocument();
    expect(screen.getByText('Purchase order due, not sent')).toBeInTheDocument();
    expect(screen.getByText('3 h')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open order' }));
    await waitFor(() => expect(location().pathname).toBe('/view-warehouse-order'));
    expect(location().search).toBe('?id=o1');
  });
});

describe('two shops configured', () => {
  it('names each row’s order with its shop, so two shops’ #1001 are told apart', async () => {
    const shops = [
      row({ _id: 'late:o1', order_number: '#1001', record_number: '#1001', order_shop: 'a.myshopify.com' }),
      row({
        _id: 'late:o2',
        item_id: 'o2',
        record_id: 'o2',
        order_id: 'o2',
        order_number: '#1001',
        record_number: '#1001',
        order_shop: 'https://store.example.com',
      }),
      row({
        _id: 'puo-late:q1',
        record_kind: 'pickup-order',
        record_number: 'PUO-7',
        order_number: '#1001',
        order_shop: 'https://store.example.com',
      }),
    ];
    renderQueue(shops, {});
    expect(await screen.findByText('#1001 · a.myshopify.com')).toBeInTheDocument();
    expect(screen.getByText('#1001 · store.example.com')).toBeInTheDocument();
    expect(screen.getByText('PUO-7 (#1001 · store.example.com)')).toBeInTheDocument();
  });
});

/** The queue showing `data`, on a provider answering the fix calls given. */
const renderQueue = (data: AttentionRecord[], calls: Record<string, unknown>) =>
  renderResourceScreen(
    'attention',
    <AttentionList />,
    '/attention',
    '/attention',
    testDataProvider({ getList: async () => ({ data, total: data.length }), ...calls } as never),
  );

describe('a fix that is a call', () => {
  it("sends a due purchase order from its row, as To Be Sent's send does", async () => {
    const sendPurchaseOrderNow = vi.fn(async () => ({ msg: 'PO-1000 sent', rows: [], total: 0 }));
    const user = userEvent.setup();
    renderQueue(rows, { sendPurchaseOrderNow });
    await user.click(await screen.findByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('PO-1000 sent')).toBeInTheDocument();
    expect(sendPurchaseOrderNow).toHaveBeenCalledWith({ id: 'p1', page: 1, perPage: 1 });
  });

  it('resends an e-mail the outbox gave up on, and shows the answer', async () => {
    const mail = row({
      _id: 'email-failed:m1',
      item_id: 'm1',
      reason: 'email-failed',
      move: 'admin',
      actor_name: null,
      record_kind: 'email',
      record_id: 'm1',
      record_number: 'late@supplier.test',
      order_id: null,
      order_number: null,
      fix: 'resend-email',
    });
    const resendEmail = vi.fn(async () => ({ msg: 'The e-mail will be sent again' }));
    const user = userEvent.setup();
    renderQueue([mail], { resendEmail });
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The e-mail will be sent again')).toBeInTheDocument();
    expect(resendEmail).toHaveBeenCalledWith('m1');
  });
});

describe('fixTarget', () => {
  it("opens the screen resolving the row, for the viewer's role", () => {
    expect(fixTarget(row({}), 'Admin')).toBe('/view-shopify-order?id=o1');
    expect(fixTarget(row({}), 'Warehouse')).toBe('/view-warehouse-order?id=o1');
    const choose = new URL(fixTarget(row({ fix: 'choose-warehouse' }), 'Admin')!, 'http://x');
    expect(choose.pathname).toBe('/master-dashboard');
    expect(Object.fromEntries(choose.searchParams)).toEqual({
      filter: JSON.stringify({ q: '#5001' }),
      action: 'choose-warehouse',
      record: 'o1',
    });
    const silent = row({ fix: 'set-estimated-date', record_kind: 'purchase-order', record_number: 'PO-1' });
    expect(fixTarget(silent, 'Supplier')).toMatch(/^\/purchase-orders\?filter=/);
    expect(fixTarget(silent, 'Admin')).toMatch(/^\/sent\?filter=/);
    expect(fixTarget(row({ fix: 'resend-email' }), 'Admin')).toBeNull();
  });

  it("opens a supplier's line dialog for a PO row carrying the line", () => {
    const params = (address: string | null) => {
      const url = new URL(address!, 'http://x');
      return { path: url.pathname, ...Object.fromEntries(url.searchParams) };
    };
    for (const fix of ['set-estimated-date', 'set-agent'] as const) {
      const po = row({ fix, record_kind: 'purchase-order', record_number: 'PO-1', line_id: 'l1' });
      expect(params(fixTarget(po, 'Supplier'))).toEqual({
        path: '/purchase-orders',
        filter: JSON.stringify({ q: 'PO-1' }),
        action: fix,
        record: 'l1',
      });
    }
    // The Admin's PO list has no line dialogs: a silent supplier's PO, searched.
    const silent = row({ fix: 'set-estimated-date', record_kind: 'purchase-order', record_number: 'PO-1' });
    expect(params(fixTarget(silent, 'Admin'))).toEqual({
      path: '/sent',
      filter: JSON.stringify({ q: 'PO-1' }),
    });
  });

  it('leads the Admin to where the agent of a Ready item can be replaced (issue 28 item 5)', () => {
    const params = (address: string | null) => {
      const url = new URL(address!, 'http://x');
      return { path: url.pathname, ...Object.fromEntries(url.searchParams) };
    };
    const line = row({
      fix: 'set-agent',
      record_kind: 'purchase-order',
      record_number: 'PO-1',
      line_id: 'l1',
    });
    expect(params(fixTarget(line, 'Admin'))).toEqual({
      path: '/purchase-orders',
      filter: JSON.stringify({ q: 'PO-1' }),
      action: 'set-agent',
      record: 'l1',
    });
    const order = row({ fix: 'set-agent', item_id: 'o1' });
    for (const role of ['Admin', 'Warehouse'] as const)
      expect(params(fixTarget(order, role))).toEqual({
        path: '/warehouse-orders',
        filter: JSON.stringify({ q: '#5001' }),
        action: 'set-agent',
        record: 'o1',
      });
  });
});
