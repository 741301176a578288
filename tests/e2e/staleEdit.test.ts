import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_HOME, adminGet, apiToken, e2eSuite, screenshot, signIn } from './support';

/**
 * Two tabs editing one warehouse (issue 28 item 3): tab A saves a new phone number, tab B,
 * opened before, saves a new contact person from its old form. B's save is refused with a
 * notice naming who saved meanwhile and a Reload button; Reload shows A's phone number, and
 * nothing of B was stored. Screenshot: test-results/screenshots/stale-edit-notice.png.
 */

const suite = e2eSuite();
afterEach(({ task }) => {
  if (task.result?.state === 'fail') console.log(suite.server.output().slice(-4000));
});

/** A form field by the start of its label (MUI adds ' *' to required ones). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

interface Warehouse {
  _id: string;
  name: string;
  contact_person: string;
  contact_phone: string;
}

describe('two tabs editing one warehouse', () => {
  it('refuses the second save, says so with Reload, and Reload shows the first change', async () => {
    const token = await apiToken(suite.server.url);
    const read = async (id: string) =>
      (await adminGet<{ doc: Warehouse }>(suite.server.url, token, `/get-warehouse?id=${id}`)).doc;
    const [first] = (await adminGet<{ doc: Warehouse[] }>(suite.server.url, token, '/get-warehouses?limit=1'))
      .doc;

    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tabA = await context.newPage();
    await signIn(tabA, suite.server.url, { home: ADMIN_HOME });
    const tabB = await context.newPage();
    for (const tab of [tabA, tabB]) {
      await tab.goto(`${suite.server.url}/warehouses/${first._id}`);
      await tab.getByRole('heading', { name: 'Edit Warehouse', exact: true }).waitFor();
      await expect.poll(() => field(tab, 'Name').inputValue()).toBe(first.name);
    }

    await field(tabA, 'Phone').fill('02079460099');
    await tabA.getByRole('button', { name: 'Update Warehouse' }).click();
    await tabA.getByText('Warehouse updated successfully').first().waitFor();

    await field(tabB, 'Contact Person').fill('Bernd Brot');
    await tabB.getByRole('button', { name: 'Update Warehouse' }).click();
    const notice = tabB.getByRole('alert').filter({ hasText: 'Changed meanwhile' });
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toMatch(
      /Changed meanwhile by admin@demo\.test at \d\d\/\d\d\/\d{4} \d\d:\d\d UTC; reload to see the change, then save again/,
    );
    await tabB.evaluate(() => window.scrollTo(0, 0));
    await screenshot(tabB, 'stale-edit-notice');
    // Still on the form, and nothing of tab B stored.
    expect(new URL(tabB.url()).pathname).toBe(`/warehouses/${first._id}`);
    const stored = await read(first._id);
    expect(stored.contact_phone).toBe('02079460099');
    expect(stored.contact_person).toBe(first.contact_person);

    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => field(tabB, 'Phone').inputValue()).toBe('02079460099');
    await expect(field(tabB, 'Contact Person').inputValue()).resolves.toBe(first.contact_person);
    await expect(notice.count()).resolves.toBe(0);

    // Reloaded, tab B's change saves on top of tab A's.
    await field(tabB, 'Contact Person').fill('Bernd Brot');
    await tabB.getByRole('button', { name: 'Update Warehouse' }).click();
    await tabB.getByText('Warehouse updated successfully').first().waitFor();
    const after = await read(first._id);
    expect([after.contact_phone, after.contact_person]).toEqual(['02079460099', 'Bernd Brot']);
    await context.close();
  }, 240_000);
});
