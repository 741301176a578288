import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, screenshot, signIn } from './support';

/**
 * The estimated-date dialog's day input in a real Chromium whose locale is en-US (issue 28
 * item 4): the native date input followed that locale, so '08122026' became 12 August. Typed
 * in an English and a German screen, it reads 8 December, as the lists write dates
 * (08/12/2026, 08.12.2026). Screenshots: test-results/screenshots/date-input-*.png.
 */
const suite = e2eSuite();

async function typeInDateDialog(page: Page, edit: string, title: string, label: RegExp) {
  await page.locator('tbody tr').getByRole('button', { name: edit, disabled: false }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  const input = dialog.getByLabel(label);
  await input.click();
  await input.pressSequentially('08122026');
  return { dialog, input };
}

describe('the estimated date input', () => {
  it('reads 08122026 as 8 December in an English and a German screen, whatever the browser locale', async () => {
    const context = await suite.browser.newContext({
      locale: 'en-US',
      viewport: { width: 1400, height: 900 },
    });
    const page = await context.newPage();
    await signIn(page, suite.server.url, { email: 'warehouse@demo.test' });
    await page.getByRole('heading', { name: 'Warehouse Orders', exact: true }).waitFor();
    await page.locator('tbody tr').first().waitFor();

    const en = await typeInDateDialog(
      page,
      'Edit estimated shipping date',
      'Update Estimated Shipping Date',
      /Estimated Shipping Date/,
    );
    await en.dialog.getByText(/^Tuesday,? 8 December 2026$/).waitFor();
    await en.dialog.getByRole('heading').click(); // leaves the input: the day is written as the lists do
    await expect(en.input.inputValue()).resolves.toBe('08/12/2026');
    await screenshot(page, 'date-input-en');
    await en.dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.evaluate(() => localStorage.setItem('RaStore.locale', '"de"'));
    await page.reload();
    await page.getByRole('heading', { name: 'Lagerbestellungen', exact: true }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    const de = await typeInDateDialog(
      page,
      'Voraussichtliches Versanddatum bearbeiten',
      'Voraussichtliches Versanddatum ändern',
      /Voraussichtliches Versanddatum/,
    );
    await de.dialog.getByText('Dienstag, 8. Dezember 2026').waitFor();
    await de.dialog.getByRole('heading').click();
    await expect(de.input.inputValue()).resolves.toBe('08.12.2026');
    await screenshot(page, 'date-input-de');
    await context.close();
  });
});
