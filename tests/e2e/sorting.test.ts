import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, screenshot, signIn } from './support';

const suite = e2eSuite();

const ADMIN = { email: 'admin@demo.test', home: 'Scheduled Supplier Orders' };
const WAREHOUSE = { email: 'warehouse@demo.test', home: 'Warehouse Orders' };
const SUPPLIER = { email: 'supplier@demo.test', home: 'Purchase Orders' };

/** Each list, a text column it sorts by (its key, domain/listSorts.ts) and who opens it. */
const LISTS = [
  { path: '/master-dashboard', key: 'order_number', who: ADMIN },
  { path: '/consolidate-unconsolidate', key: 'order_number', who: ADMIN },
  { path: '/warehouse-orders', key: 'order_number', who: ADMIN },
  { path: '/warehouse-orders', key: 'shipping_address.city', who: WAREHOUSE },
  { path: '/to-be-sent', key: 'assigned_to.name', who: ADMIN },
  { path: '/sent', key: 'poNumber', who: ADMIN },
  { path: '/puo-to-be-sent', key: 'pickupOrderNumber', who: ADMIN },
  { path: '/puo-sent', key: 'assigned_to.name', who: ADMIN },
  { path: '/purchase-orders', key: 'assigned_to.name', who: ADMIN },
  { path: '/purchase-orders', key: 'deadline_date', who: SUPPLIER },
  { path: '/products', key: 'internal_sku', who: ADMIN },
  { path: '/warehouses', key: 'name', who: ADMIN },
  { path: '/suppliers', key: 'name', who: ADMIN },
  { path: '/shipping-agents', key: 'name', who: ADMIN },
  { path: '/stock', key: 'warehouse.name', who: ADMIN },
  { path: '/attention', key: 'record_number', who: ADMIN },
];

/** The list's own table (not one nested in an expanded row) and its cells of the column `key`. */
const table = (page: Page) => page.locator('table.RaDataTable-table').first();
const column = (key: string) => `[class~="column-${key}"]`;
const cellsOf = (page: Page, key: string) =>
  table(page)
    .locator(`:scope > tbody > tr > td${column(key)}`)
    .allTextContents();

/** As the server sorts: text by its lower case, a date by its day; empty last ascending (first descending). */
function isSorted(values: string[], order: 'ASC' | 'DESC'): boolean {
  const rank = (v: string) => {
    const text = v.trim();
    const date = /^(\d\d)\/(\d\d)\/(\d{4})$/.exec(text); // DD/MM/YYYY
    return text === '' ? '\uffff' : date ? `${date[3]}${date[2]}${date[1]}` : text.toLowerCase();
  };
  return values.every((v, i) => {
    if (i === 0) return true;
    const [a, b] = [rank(values[i - 1]), rank(v)];
    return order === 'ASC' ? a <= b : a >= b;
  });
}

const query = (page: Page) => new URL(page.url().replace('/#/', '/')).searchParams;

async function sortedBy(page: Page, key: string, order: 'ASC' | 'DESC') {
  await expect.poll(() => query(page).get('sort'), { timeout: 10_000 }).toBe(key);
  await expect.poll(() => query(page).get('order')).toBe(order);
  await expect
    .poll(
      async () => {
        const values = await cellsOf(page, key);
        return values.length > 1 && isSorted(values, order) ? 'sorted' : values.join(' | ');
      },
      { timeout: 10_000 },
    )
    .toBe('sorted');
  return cellsOf(page, key);
}

describe('every list sorts by a header click, reverses on a second, and keeps it in the URL', () => {
  it.each(LISTS)('$path by $key ($who.email)', async ({ path, key, who }) => {
    const page = await (await suite.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page, suite.server.url, who);
    await page.goto(suite.server.url + path);
    await table(page).locator(':scope > tbody > tr').first().waitFor();
    // The list loaded and settled before the first click, as a user sees it.
    await page.waitForLoadState('networkidle');
    const header = table(page).locator(`:scope > thead th${column(key)} [role=button]`);

    await header.click();
    const ascending = await sortedBy(page, key, 'ASC');
    // Reversed once the sorted list has settled: a click during its redraw can be lost.
    await page.waitForLoadState('networkidle');
    await header.click();
    const descending = await sortedBy(page, key, 'DESC');
    // The demo data holds different values in each of these columns: the two orders differ.
    expect(new Set(ascending).size).toBeGreaterThan(1);
    expect(descending).not.toEqual(ascending);

    // Reload keeps the sort; back returns to the ascending one.
    await page.reload();
    await expect.poll(() => cellsOf(page, key), { timeout: 10_000 }).toEqual(descending);
    await page.goBack();
    await sortedBy(page, key, 'ASC');
    await screenshot(page, `sorted${path.replace(/\//g, '-')}-${key}`);
    await page.context().close();
  });

  it('sorting goes to page 1 and keeps the page size', async () => {
    const page = await (await suite.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page, suite.server.url, ADMIN);
    await page.goto(`${suite.server.url}/master-dashboard`);
    await table(page).locator(':scope > tbody > tr').first().waitFor();
    // Items per page, at the foot of the list.
    await page.getByRole('combobox').last().click();
    await page.getByRole('option', { name: '20' }).click();
    await expect.poll(() => query(page).get('perPage')).toBe('20');
    // Each step acts on the list as drawn after the one before (its rows loaded), as a user does.
    const rows = table(page).locator(':scope > tbody > tr.RaDataTable-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
    const second = page.getByRole('button', { name: 'Go to page 2' });
    if (await second.count()) {
      await second.click();
      await expect.poll(() => query(page).get('page')).toBe('2');
      await page.getByRole('button', { name: 'Page 2', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    await table(page)
      .locator(`:scope > thead th${column('order_number')} [role=button]`)
      .click();
    await sortedBy(page, 'order_number', 'ASC');
    expect(query(page).get('page')).toBe('1');
    expect(query(page).get('perPage')).toBe('20');
    expect((await cellsOf(page, 'order_number')).length).toBeGreaterThan(10);
    await page.context().close();
  });
});
