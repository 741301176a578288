import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readyRefusal, warehouseOrderStateOf } from '../../domain/readiness';
import type { Order } from '../../src/components/orders/types';
import { ADMIN_HOME, adminGet, apiToken, e2eSuite, screenshot, signIn } from './support';

/**
 * Issue 28 item 5 in the browser: the Admin deactivates a shipping agent that a Ready order uses;
 * the confirmation names the order it strands. The warehouse's Needs attention row "Set agent"
 * opens the order's agent dialog, the warehouse replaces the agent, and the row goes.
 * Screenshots go to test-results/screenshots/agent-*.png.
 */
const suite = e2eSuite();
const WAREHOUSE = 'warehouse@demo.test';
let staff: string;

beforeAll(async () => {
  staff = await apiToken(suite.server.url, WAREHOUSE);
});

async function post(path: string, body: unknown, token = staff) {
  const res = await fetch(`${suite.server.url}/backend/api/admin${path}`, {
    method: 'POST',
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

async function newPage(email: string, home?: string): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, suite.server.url, { email, home });
  return page;
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByText(/^\d+ items?$|^Nothing found\.$/)
    .first()
    .waitFor();
}

describe('a Ready order whose shipping agent is deactivated', () => {
  it('is named before the deactivation, then the warehouse replaces the agent from Needs attention', async () => {
    // A new agent only this order uses, and an order of the demo warehouse that may be Ready.
    const { shippingAgents: agents } = await adminGet<{ shippingAgents: { _id: string; name: string }[] }>(
      suite.server.url,
      staff,
      '/get-active-shipping-agents',
    );
    const [stranding, replacement] = agents;
    const { doc: warehouseOrders } = await adminGet<{ doc: Order[] }>(
      suite.server.url,
      staff,
      '/get-all-warehouse-orders?limit=500&offset=1',
    );
    const order = warehouseOrders.find((o) => {
      const state = warehouseOrderStateOf(o);
      const early = state.status === 'Pending' || state.status === 'Preparation';
      return early && readyRefusal({ ...state, agent: { agentName: 'x', agentActive: true } }) === null;
    })!;
    expect(order, 'an order of the demo warehouse that may be Ready').toBeTruthy();
    await post('/add-shipping-agent-to-warehouse-order', {
      orderId: order._id,
      shippingAgentId: stranding._id,
    });
    await post('/update-warehouse-order-status', { id: order._id, status: 'Ready' });

    const admin = await newPage('admin@demo.test', ADMIN_HOME);
    await admin.goto(suite.server.url + '/shipping-agents');
    await admin.getByRole('heading', { name: 'Shipping Agents', exact: true }).waitFor();
    await search(admin, stranding.name);
    const agentRow = admin.getByRole('row').filter({ hasText: stranding.name }).first();
    await agentRow.getByRole('button', { name: 'Actions' }).click();
    await admin.getByRole('menuitem', { name: 'Deactivate' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Open work depends on it:').waitFor();
    await expect(
      dialog
        .getByText(/Ready orders? \(/)
        .first()
        .textContent(),
    ).resolves.toContain(order.order_number);
    await dialog.getByText('Deactivate anyway? Ready goods wait until another is set.').waitFor();
    await screenshot(admin, 'agent-1-deactivate-names-stranded-work');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.waitFor({ state: 'detached' });
    await agentRow.getByText('Deactivated').first().waitFor();
    await admin.context().close();

    const page = await newPage(WAREHOUSE, 'Warehouse Orders');
    await page.goto(suite.server.url + '/attention');
    await page.getByRole('heading', { name: 'Needs attention', exact: true }).waitFor();
    const queueRow = page.getByRole('row').filter({ hasText: order.order_number }).filter({
      hasText: 'Ready without an active shipping agent',
    });
    await queueRow.first().waitFor();
    await screenshot(page, 'agent-2-queue-row');
    await queueRow.first().getByRole('button', { name: 'Set agent' }).click();
    const agentDialog = page.getByRole('dialog', { name: 'Update Shipping Agent' });
    await agentDialog.waitFor();
    await agentDialog.getByRole('combobox').click();
    await page.getByRole('option', { name: replacement.name, exact: true }).click();
    await screenshot(page, 'agent-3-replace-agent');
    await agentDialog.getByRole('button', { name: /save/i }).click();
    await agentDialog.waitFor({ state: 'detached', timeout: 10_000 });
    await page
      .getByRole('row')
      .filter({ hasText: order.order_number })
      .filter({ hasText: replacement.name })
      .first()
      .waitFor();
    await screenshot(page, 'agent-4-replaced');

    await page.goto(suite.server.url + '/attention');
    await page.getByRole('heading', { name: 'Needs attention', exact: true }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    await expect(queueRow.count()).resolves.toBe(0);
    await screenshot(page, 'agent-5-queue-row-gone');
    await page.context().close();
  });
});
