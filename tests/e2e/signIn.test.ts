import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, startServer, type RunningServer } from './support';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const EMAIL = 'warehouse@demo.test';
const PASSWORD = 'demo-pass-2026';

async function signIn(page: Page, password: string) {
  await page.getByRole('heading', { name: 'Login to continue' }).waitFor({ timeout: 60_000 }); // the app loads lazily
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  const sidebar = page.locator('.RaSidebar-fixed, .MuiDrawer-root').first();
  const logout = sidebar.getByText('logout', { exact: true });
  if (!(await logout.isVisible())) await sidebar.getByText('User Settings', { exact: true }).click();
  await logout.click();
}

describe('signing in again and again', () => {
  it('never refuses the right password, before or after a wrong one', async () => {
    const page = await browser.newPage();
    const refused: number[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/backend/api/auth/login') && res.status() === 429) refused.push(res.status());
    });
    await page.goto(server.url + '/');
    for (let i = 1; i <= 15; i++) {
      if (i === 10) {
        // The case: nine good sign-ins, one bad one, then the right password again.
        await signIn(page, 'not the password');
        await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
        await page.reload();
      }
      try {
        await signIn(page, PASSWORD);
        await page.getByText('Warehouse Orders').first().waitFor();
        if (i === 15) await screenshot(page, '03-signed-in-15th-time');
        await signOut(page);
        if (i === 15) {
          // Signing out is not an error: the login view shows without "Please login to continue".
          await page.getByRole('heading', { name: 'Login to continue' }).waitFor();
          await page.waitForTimeout(500);
          expect(await page.getByText('Please login to continue').count()).toBe(0);
        }
      } catch (error) {
        await screenshot(page, `03-sign-in-${i}-failed`);
        throw new Error(`sign-in ${i}: ${(error as Error).message}`, { cause: error });
      }
    }
    expect(refused).toEqual([]);
  }, 180_000);
});
