import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  dismiss,
  e2eServerPerTest,
  openList,
  orderNumberOf,
  outcome,
  rowOf,
  rows,
  screenshot,
  tick,
} from './support';

/**
 * Acting on selected rows in the browser (issue 19), beside the Master Dashboard's Change Status
 * and Print tickets (bulk.test.ts) and the pickup orders' (bulkPickupOrders.test.ts): the Master
 * Dashboard's Refund, master data's Deactivate and Delete, Warehouse Orders' shipping agent,
 * estimated date and Export selection, and the Consolidate screen's Consolidate. Each test ticks rows, acts, and reads
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
    expect(await outcome(page, '2 changed, 1 refused')).toEqual([
      `${refunded}: Already refunded: nothing to change`,
    ]);
    // Its line's status and its own both read Refund now, no longer Pending.
    for (const order of chosen)
      await expect.poll(() => rowOf(page, order).getByText('Refund', { exact: true }).count()).toBe(2);
    await expect(rowOf(page, chosen[0]).getByText('Pending', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'bulk-master-dashboard-refund');
    await page.context().close();
  });
});

describe('master data: the selection’s Deactivate and Delete', () => {
  it('deactivates two warehouses, then refuses one already deactivated beside one changed', async () => {
    const page = await openList(suite, '/warehouses', 'Warehouse');
    await expect.poll(() => rows(page).count()).toBe(3);

    await tick(page, ['Antwerp Hub', 'Berlin Central']);
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
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
    expect(await outcome(page, '1 changed, 1 refused')).toEqual([
      'Berlin Central: Already deactivated: nothing to change',
    ]);
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
    await dateDialog.getByLabel(/Estimated Shipping Date/).fill('2026-12-24');
    await dateDialog.getByRole('button', { name: 'Update' }).click();
    await dateDialog.waitFor({ state: 'detached' });
    for (const order of chosen) await rowOf(page, order).getByText('24/12/2026').waitFor();
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
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-e2e-bulk-'));
    try {
      const file = path.join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const { data } = Papa.parse<Record<string, string>>(fs.readFileSync(file, 'utf8'), {
        header: true,
        skipEmptyLines: true,
      });
      // A line per product: each ticked order once or more, no other.
      expect([...new Set(data.map((line) => line['Order#']))].sort()).toEqual([...chosen].sort());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
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
    expect((await outcome(page, '0 changed, 2 refused')).sort()).toEqual(
      chosen.map((order) => `${order}: Already consolidated: nothing to change`).sort(),
    );
    await screenshot(page, 'bulk-consolidate-again');
    await page.context().close();
  });
});
