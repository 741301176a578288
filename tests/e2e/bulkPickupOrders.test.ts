import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PickupOrderRecord } from '../../domain/schemas/pickupOrderRecords';
import {
  adminGet,
  apiToken,
  dismiss,
  e2eServerPerTest,
  openList,
  outcome,
  rowOf,
  rows,
  screenshot,
  tick,
} from './support';

/**
 * Acting on the selected PUOs of Pickup Orders Sent (/puo-sent) in the browser (issue 19): one
 * Shipping Info for the whole pickup, and Change Status, each answered per PUO in the banner.
 * The demo's four sent PUOs: PUO-001007 (one delivery to a customer, awaiting pickup, untracked),
 * PUO-001006 (all Shipped), PUO-001003 (three awaiting, untracked) and PUO-001001 (one awaiting,
 * one Shipped, both to a warehouse). Each test runs on its own fresh server.
 * Screenshots: test-results/screenshots/bulk-puo-*.png.
 */

const suite = e2eServerPerTest();

const openSent = async () => {
  const page = await openList(suite, '/puo-sent', 'Pickup Orders Sent');
  await expect.poll(() => rows(page).count()).toBe(4);
  return page;
};

/** The assignments of the sent PUOs as the server holds them, by PUO number. */
async function assignmentsByPuo() {
  const token = await apiToken(suite.server.url);
  const { pickupOrders } = await adminGet<{ pickupOrders: PickupOrderRecord[] }>(
    suite.server.url,
    token,
    '/get-pickup-orders-sent?limit=10&offset=1',
  );
  return new Map(pickupOrders.map((puo) => [puo.pickupOrderNumber, puo.assign_orders]));
}

async function addShippingInfoToSelected(page: Page, count: number) {
  await page.getByRole('button', { name: 'Add Shipping Info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shipping Info' });
  await dialog.getByText(`without Shipping Info of the ${count} selected pickup orders.`).waitFor();
  await dialog.getByRole('spinbutton', { name: /Tracking id/ }).fill('4711');
  // The PUOs' agents differ, so the agent name starts empty.
  await expect(dialog.getByRole('textbox', { name: /Shipping agent name/ }).inputValue()).resolves.toBe('');
  await dialog.getByRole('textbox', { name: /Shipping agent name/ }).fill('Parcel Partners');
  await dialog.getByRole('textbox', { name: /Tracking URL/ }).fill('https://track.example/4711');
  await dialog.getByRole('button', { name: 'DONE' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('Pickup Orders Sent: the selection’s Add Shipping Info and Change Status', () => {
  it('adds one tracking to every assignment of the ticked PUOs, and refuses the same again', async () => {
    const page = await openSent();
    const chosen = ['PUO-001003', 'PUO-001007'];
    await tick(page, chosen);
    await addShippingInfoToSelected(page, 2);
    expect(await outcome(page, '2 changed')).toEqual([]);
    await screenshot(page, 'bulk-puo-shipping-info');
    // The green banner would close by itself a little later.
    await dismiss(page);

    // The row's own Shipping Info is now the read-only view of the tracking added.
    for (const puo of chosen) {
      await rowOf(page, puo).getByRole('button', { name: 'Actions', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Shipping Info' }).click();
      const info = page.getByRole('dialog', { name: 'Shipping Info' });
      await info.getByText('4711', { exact: true }).waitFor();
      await info.getByText('Parcel Partners').waitFor();
      await expect(info.getByRole('button', { name: 'DONE' }).count()).resolves.toBe(0);
      await info.getByRole('button', { name: 'Close' }).click();
      await info.waitFor({ state: 'detached' });
    }
    // Every assignment of each, the expanded ones too; the other PUOs untouched.
    const held = await assignmentsByPuo();
    for (const puo of chosen)
      for (const assignment of held.get(puo)!) expect(assignment).toMatchObject({ trackingId: '4711' });
    expect(held.get('PUO-001001')!.map((a) => a.trackingId)).toEqual([null, null]);
    // As an assignment's own Add Shipping Info: a delivery to a customer is then on its way.
    expect(held.get('PUO-001007')!.map((a) => a.status)).toEqual(['Shipped']);
    expect(held.get('PUO-001003')!.map((a) => `${a.sent_to} ${a.status}`)).toEqual([
      'Warehouse Awaiting Pickup',
      'Warehouse Awaiting Pickup',
      'Customer Shipped',
    ]);

    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await tick(page, chosen);
    await addShippingInfoToSelected(page, 2);
    // Both already so: counted apart from refusals, none listed as refused.
    expect(await outcome(page, '0 changed, 2 already so')).toEqual([]);
    await screenshot(page, 'bulk-puo-shipping-info-again');
    await page.context().close();
  });

  it('marks the ticked PUOs Shipped, refusing one Shipped already and a customer’s untracked one', async () => {
    const page = await openSent();
    const untracked = (await assignmentsByPuo()).get('PUO-001007')![0].order_id!.order_number;
    await tick(page, ['PUO-001001', 'PUO-001006', 'PUO-001007']);
    await page.getByRole('button', { name: 'Change Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Status' });
    await dialog.getByRole('radio', { name: 'Shipped' }).check();
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(await outcome(page, '1 changed, 1 already so, 1 refused')).toEqual([
      // Which of the PUO's assignments refused: its order's number.
      `PUO-001007: Add the shipping info before marking a delivery to the customer Shipped (${untracked})`,
    ]);

    // Both assignments of PUO-001001: the row's and the expanded one.
    const shipped = rowOf(page, 'PUO-001001');
    await shipped.getByText('Shipped', { exact: true }).last().waitFor();
    await shipped.getByRole('button', { name: '2 assignments' }).click();
    const further = page.getByRole('table', { name: 'Assignments of PUO-001001' });
    await further.getByText('Shipped', { exact: true }).first().waitFor();
    await expect(rowOf(page, 'PUO-001007').getByText('Shipped', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'bulk-puo-status-shipped');
    const held = await assignmentsByPuo();
    expect(held.get('PUO-001001')!.map((a) => a.status)).toEqual(['Shipped', 'Shipped']);
    expect(held.get('PUO-001007')!.map((a) => a.status)).toEqual(['Awaiting Pickup']);
    await page.context().close();
  });
});
