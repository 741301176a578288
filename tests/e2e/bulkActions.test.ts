import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminGet,
  apiToken,
  dismiss,
  e2eServerPerTest,
  openList,
  orderNumberOf,
  outcome,
  rowOf,
  rows,
  screenshot,
  signIn,
  tick,
  daysAhead,
} from './support';
import type { SupplierOrderRecord } from '../../domain/schemas/purchasingRecords';

/** The estimated shipping day these tests type: ahead of every demo order, within the year. */
const DAY = daysAhead(18);

/**
 * Acting on selected rows in the browser (issue 19), beside the Master Dashboard's Change Status
 * and Print tickets (bulk.test.ts) and the pickup orders' (bulkPickupOrders.test.ts): the Master
 * Dashboard's Refund, master data's Deactivate and Delete, Warehouse Orders' shipping agent,
 * estimated date and Export selection, the product list's Export selection, the supplier's Add
 * Shipping Info, and the Consolidate screen's Consolidate. Each test ticks rows, acts, and reads
 * the banner's per-row outcome and the rows as redrawn. Each runs on its own fresh server, so no
 * test sees another's changes. Screenshots: test-results/screenshots/bulk-*.png.
 */

const suite = e2eServerPerTest();

describe('Master Dashboard: the selection’s Refund', () => {
  it('refunds two orders after the irreversible question, refusing one refunded already', async () => {
    const page = await openList(suite, '/master-dashboard', 'Master Dashboard');
    const pending = rows(page).filter({ hasText: 'Pending' }).filter({ hasNotText: 'Problematic' });
    const chosen = [await orderNumberOf(pending.nth(0)), await orderNumberOf(pending.nth(1))];
    // The demo's first page holds an order whose every line is refunded.
    const refunded = await orderNumberOf(rows(page).filter({ hasText: 'Refund' }).first());

    await tick(page, [...chosen, refunded]);
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Refund Selected Orders' });
    await confirm.getByText(/Every product line of the 3 selected orders not refunded yet/).waitFor();
    await confirm.getByText('Are you sure? This action is irreversible.').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    // The order refunded already is counted apart from refusals, and not listed as one.
    expect(await outcome(page, '2 changed, 1 already so')).toEqual([]);
    // Its line's status and its own both read Refund now, no longer Pending.
    for (const order of chosen)
      await expect.poll(() => rowOf(page, order).getByText('Refund', { exact: true }).count()).toBe(2);
    await expect(rowOf(page, chosen[0]).getByText('Pending', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'bulk-master-dashboard-refund');
    await page.context().close();
  });
});

/** The Deactivate's confirmation when the selection holds open work (else it runs at once). */
async function confirmOpenWork(page: Page) {
  const dialog = page.getByRole('dialog');
  const banner = page.locator('[role=status], [role=alert]').filter({ hasText: /changed/ });
  await dialog.or(banner).first().waitFor();
  if (!(await dialog.isVisible())) return;
  await dialog.getByText('Deactivate anyway? Ready goods wait until another is set.').waitFor();
  await screenshot(page, 'bulk-warehouses-open-work');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

describe('master data: the selection’s Deactivate and Delete', () => {
  it('deactivates two warehouses, then refuses one already deactivated beside one changed', async () => {
    const page = await openList(suite, '/warehouses', 'Warehouse');
    await expect.poll(() => rows(page).count()).toBe(3);

    await tick(page, ['Antwerp Hub', 'Berlin Central']);
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    // The demo's warehouses hold open work: what a deactivation strands is said first, confirmed once.
    await confirmOpenWork(page);
    expect(await outcome(page, '2 changed')).toEqual([]);
    for (const name of ['Antwerp Hub', 'Berlin Central'])
      await rowOf(page, name).getByText('Deactivated', { exact: true }).waitFor();
    await rowOf(page, 'Hamburg North').getByText('Activated', { exact: true }).waitFor();
    await screenshot(page, 'bulk-warehouses-deactivated');
    await dismiss(page);

    // The done rows left the selection: tick one already deactivated and one still active.
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await tick(page, ['Berlin Central', 'Hamburg North']);
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await confirmOpenWork(page);
    expect(await outcome(page, '1 changed, 1 already so')).toEqual([]);
    await rowOf(page, 'Hamburg North').getByText('Deactivated', { exact: true }).waitFor();
    await screenshot(page, 'bulk-warehouses-one-refused');
    await page.context().close();
  });

  it('deletes the free shipping agent of the selection and refuses the one still in use, saying why', async () => {
    const page = await openList(suite, '/shipping-agents', 'Shipping Agents');
    await expect.poll(() => rows(page).count()).toBe(3);

    await tick(page, ['SwiftCourier', 'EuroFreight Express']);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure you want to delete the selected records?').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    const refused = await outcome(page, '1 changed, 1 refused');
    expect(refused).toHaveLength(1);
    // The single delete's 409: what holds the agent.
    expect(refused[0]).toMatch(/^EuroFreight Express: EuroFreight Express still has .*not yet shipped/);
    await expect.poll(() => rows(page).count()).toBe(2);
    await expect(rowOf(page, 'SwiftCourier').count()).resolves.toBe(0);
    await rowOf(page, 'EuroFreight Express').waitFor();
    await screenshot(page, 'bulk-shipping-agents-delete');
    await page.context().close();
  });
});

describe('Warehouse Orders: the selection’s agent, estimated date and export', () => {
  it('sets the shipping agent and the estimated date of the ticked orders, refusing a refunded one', async () => {
    const page = await openList(suite, '/warehouse-orders', 'Warehouse Orders');
    const pending = rows(page).filter({ hasText: 'Pending' }).filter({ hasText: 'Not set' });
    const chosen = [await orderNumberOf(pending.nth(0)), await orderNumberOf(pending.nth(1))];
    // A refunded order's agent can no longer be changed (its edit icon is disabled).
    const refunded = await orderNumberOf(rows(page).filter({ hasText: 'Refund' }).first());

    await tick(page, [...chosen, refunded]);
    await page.getByRole('button', { name: 'Update Shipping Agent' }).click();
    const agentDialog = page.getByRole('dialog', { name: 'Update Shipping Agent' });
    await agentDialog.getByText('The shipping agent of the 3 selected orders.').waitFor();
    await agentDialog.getByRole('combobox', { name: /Shipping Agent/ }).click();
    await page.getByRole('option', { name: 'Royal Parcel Service' }).click();
    await agentDialog.getByRole('button', { name: 'Save' }).click();
    const refused = await outcome(page, '2 changed, 1 refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(new RegExp(`^${refunded}: \\S.{4,}`));
    for (const order of chosen) await rowOf(page, order).getByText('Royal Parcel Service').waitFor();
    await rowOf(page, refunded).getByText('Not set').first().waitFor();
    await screenshot(page, 'bulk-warehouse-orders-agent');

    // The refused row stays ticked: leave it out of the date.
    await rowOf(page, refunded).getByRole('checkbox').uncheck();
    await dismiss(page);
    await tick(page, chosen);
    await page.getByRole('button', { name: 'Update Estimated Shipping Date' }).click();
    const dateDialog = page.getByRole('dialog', { name: 'Update Estimated Shipping Date' });
    await dateDialog.getByText('The estimated shipping date of the 2 selected orders.').waitFor();
    await dateDialog.getByLabel(/Estimated Shipping Date/).fill(DAY.typed);
    await dateDialog.getByRole('button', { name: 'Update' }).click();
    await dateDialog.waitFor({ state: 'detached' });
    for (const order of chosen) await rowOf(page, order).getByText(DAY.shown).waitFor();
    expect(await outcome(page, '2 changed')).toEqual([]);
    await screenshot(page, 'bulk-warehouse-orders-date');
    await page.context().close();
  });

  it('exports exactly the ticked orders', async () => {
    const page = await openList(suite, '/warehouse-orders', 'Warehouse Orders');
    await expect.poll(() => rows(page).count()).toBeGreaterThan(3);
    const chosen = [
      await orderNumberOf(rows(page).nth(0)),
      await orderNumberOf(rows(page).nth(2)),
      await orderNumberOf(rows(page).nth(3)),
    ];
    await tick(page, chosen);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export selection' }).click(),
    ]);
    const data = await savedCsv(download);
    // A line per product: each ticked order once or more, no other.
    expect([...new Set(data.map((line) => line['Order#']))].sort()).toEqual([...chosen].sort());
    await screenshot(page, 'bulk-warehouse-orders-export');
    await page.context().close();
  });
});

describe('Consolidate/Unconsolidate: the selection’s Consolidate', () => {
  it('consolidates the undecided orders, refuses a decided one, and refuses a second time', async () => {
    const page = await openList(suite, '/consolidate-unconsolidate', 'Consolidate/Unconsolidate Orders');
    // Orders #1010 to #1019: undecided ones, whose cell offers the choice, and unconsolidated ones.
    await page.getByRole('textbox', { name: 'Search' }).fill('#101');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(async () => {
        const shown = await rows(page).allInnerTexts();
        return shown.length > 0 && shown.every((row) => /#101\d/.test(row));
      })
      .toBe(true);
    await page.waitForLoadState('networkidle');

    const undecided = rows(page).filter({ hasText: 'Please Select' });
    const chosen = [await orderNumberOf(undecided.nth(0)), await orderNumberOf(undecided.nth(1))];
    const other = await orderNumberOf(rows(page).filter({ hasText: 'Unconsolidated' }).first());

    await tick(page, [...chosen, other]);
    await page.getByRole('button', { name: 'Consolidate', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Consolidate Selected Orders' });
    await confirm.getByText(/The products to buy of the 3 selected orders/).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const refused = await outcome(page, '2 changed, 1 refused');
    expect(refused).toHaveLength(1);
    expect(refused).toEqual([`${other}: This order is already consolidated or unconsolidated`]);
    for (const order of chosen) await rowOf(page, order).getByText('Consolidated', { exact: true }).waitFor();
    await screenshot(page, 'bulk-consolidate');

    // The refused row stays ticked: leave it out of the second run.
    await rowOf(page, other).getByRole('checkbox').uncheck();
    await dismiss(page);
    await tick(page, chosen);
    await page.getByRole('button', { name: 'Consolidate', exact: true }).click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    expect(await outcome(page, '0 changed, 2 already so')).toEqual([]);
    await screenshot(page, 'bulk-consolidate-again');
    await page.context().close();
  });
});

/** A downloaded CSV's rows by header, read from the file the browser saved. */
async function savedCsv(download: Download): Promise<Record<string, string>[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-e2e-bulk-'));
  try {
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    return Papa.parse<Record<string, string>>(fs.readFileSync(file, 'utf8'), {
      header: true,
      skipEmptyLines: true,
    }).data;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('Products: the selection’s Export selection', () => {
  it('exports the ticked products and names the ticked pack the product file cannot hold', async () => {
    const page = await openList(suite, '/products?perPage=30&sort=internal_sku&order=ASC', 'Products');
    await rowOf(page, 'DS-PACK-COOK').waitFor();
    await tick(page, ['DS-CK-002', 'DS-PACK-COOK', 'DS-AL-001']);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export selection' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('products.csv');
    const lines = await savedCsv(download);
    // Exactly the ticked products, in SKU order, as the whole export writes them.
    expect(lines.map((line) => line.internal_sku)).toEqual(['DS-AL-001', 'DS-CK-002']);
    expect(lines[1]).toMatchObject({
      internal_product_name: 'Chef Knife 20cm',
      supplier_sku: expect.any(String),
    });
    await page
      .getByText('Not in the file: a pack does not fit a row of the product CSV: DS-PACK-COOK')
      .waitFor();
    await screenshot(page, 'bulk-products-export');
    await page.context().close();
  });
});

describe('Purchase Orders (the supplier): the selection’s Add Shipping Info', () => {
  it('gives one tracking to the ticked rows’ lines without one, refusing a tracked and a refunded row', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, suite.server.url, { email: 'supplier@demo.test', home: 'Purchase Orders' });
    await rows(page).first().waitFor();
    await page.waitForLoadState('networkidle');
    // The demo PO's rows for #1102 (Preparation), #1103 (Ready), #1104 (Shipped, tracked), #1105 (Refund).
    const statuses = ['Preparation', 'Ready', 'Shipped', 'Refund'];
    for (const status of statuses) await rowOf(page, status).getByRole('checkbox').check();

    await page.getByRole('button', { name: 'Add Shipping Info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Shipping Info' });
    await dialog.getByText(/without Shipping Info of the 4 selected rows/).waitFor();
    await dialog.getByRole('spinbutton', { name: /Tracking id/i }).fill('4711');
    // The rows' agents differ, so the agent name starts empty.
    await expect(dialog.getByRole('textbox', { name: /Shipping agent name/i }).inputValue()).resolves.toBe(
      '',
    );
    await dialog.getByRole('textbox', { name: /Shipping agent name/i }).fill('Parcel Partners');
    await dialog.getByRole('textbox', { name: /Tracking URL/i }).fill('https://track.example/4711');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The tracked row is already so, counted apart; the refunded one is refused.
    const refused = await outcome(page, '2 changed, 1 already so, 1 refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/^PO-001000 #1105: /);
    await screenshot(page, 'bulk-supplier-shipping-info');

    // As the server holds them: the two lines tracked (to a warehouse, so their status kept), the others as they were.
    const token = await apiToken(suite.server.url, 'supplier@demo.test');
    const { supplierOrders } = await adminGet<{ supplierOrders: SupplierOrderRecord[] }>(
      suite.server.url,
      token,
      '/get-purchase-orders?limit=20&offset=1',
    );
    const lineOf = (order: string) => supplierOrders.find((row) => row.order_number === order)!.products[0];
    for (const [order, status] of [
      ['#1102', 'Preparation'],
      ['#1103', 'Ready'],
    ])
      expect(lineOf(order)).toMatchObject({
        trackingId: '4711',
        agentName: 'Parcel Partners',
        trackingURL: 'https://track.example/4711',
        status,
      });
    expect(lineOf('#1104')).toMatchObject({ trackingId: '7300001104', status: 'Shipped' });
    expect(lineOf('#1105')).toMatchObject({ trackingId: null, status: 'Refund' });
    await context.close();
  });
});
