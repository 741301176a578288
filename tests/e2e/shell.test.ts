import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD as PASSWORD, screenshot, signIn as signInAt, e2eSuite } from './support';

const suite = e2eSuite();
const ALL_ENTRIES = [
  'Purchase Orders',
  'Pickup Orders',
  'Master Dashboard',
  'Warehouse Orders',
  'Warehouses',
  'Suppliers',
  'Shipping Agents',
  'Products',
  'Stock',
  'User Settings',
];

const SHELLS = [
  {
    role: 'Admin',
    email: 'admin@demo.test',
    home: 'Scheduled Supplier Orders',
    sees: ALL_ENTRIES,
    hidden: ['Orders'],
  },
  {
    role: 'Warehouse',
    email: 'warehouse@demo.test',
    home: 'Warehouse Orders',
    sees: ['Warehouse Orders', 'Stock', 'User Settings'],
    hidden: ['Suppliers', 'Warehouses', 'Master Dashboard', 'Purchase Orders', 'Products'],
  },
  {
    role: 'Supplier',
    email: 'supplier@demo.test',
    home: 'Purchase Orders',
    sees: ['Orders', 'User Settings'],
    hidden: ['Stock', 'Warehouses', 'Suppliers', 'Master Dashboard', 'Warehouse Orders'],
  },
] as const;

const sidebar = (page: Page) => page.locator('.RaSidebar-fixed, .MuiDrawer-root').first();

const signIn = (page: Page, email: string, password: string) =>
  signInAt(page, suite.server.url, { email, password });

describe('sign-in page', () => {
  it('shows the login form and the server message on a wrong password', async () => {
    const page = await suite.browser.newPage();
    await page.goto(suite.server.url + '/');
    // waitFor, not isVisible: isVisible answers at once, before the lazily loaded app has drawn
    await page.getByRole('heading', { name: 'Login to continue' }).waitFor();
    await expect(page.getByRole('link', { name: /Forgot password/ }).getAttribute('href')).resolves.toBe(
      '/forgot-password',
    );
    await screenshot(page, '01-login');
    await signIn(page, 'admin@demo.test', 'not the password');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await alert.waitFor();
    await screenshot(page, '02-login-wrong-password');
    await alert.getByRole('button').click(); // dismissible
    await expect(alert.count()).resolves.toBe(0);
    await page.close();
  });
});

describe.each(SHELLS)('the $role shell', ({ role, email, home, sees, hidden }) => {
  it('signs in, shows only what the role may use, and signs out', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, email, PASSWORD);
    await page.getByRole('heading', { name: home, exact: true }).waitFor();
    const menu = sidebar(page);
    for (const entry of sees)
      await expect(
        menu.getByText(entry, { exact: true }).first().isVisible(),
        `${role} sees ${entry}`,
      ).resolves.toBe(true);
    for (const entry of hidden)
      await expect(
        menu.getByText(entry, { exact: true }).count(),
        `${role} does not see ${entry}`,
      ).resolves.toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await screenshot(page, `10-${role.toLowerCase()}-shell`);

    // A screen of another role answers "access denied", never a blank page.
    if (role !== 'Admin') {
      await page.goto(suite.server.url + '/settings');
      await page
        .getByText(/access denied|not allowed/i)
        .first()
        .waitFor();
      await screenshot(page, `11-${role.toLowerCase()}-denied`);
    }

    // User Settings > logout: back to the login view, token gone and revoked on the server.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.goto(suite.server.url + '/change-password');
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    await screenshot(page, `12-${role.toLowerCase()}-change-password`);
    const userSettings = sidebar(page).getByText('User Settings', { exact: true });
    const logout = sidebar(page).getByText('logout', { exact: true });
    if (!(await logout.isVisible())) await userSettings.click();
    await logout.click();
    await page.getByRole('heading', { name: 'Login to continue' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const me = await fetch(`${suite.server.url}/backend/api/auth/me`, {
      headers: { 'x-auth-token': token! },
    });
    expect(me.status).toBe(401);
    await context.close();
  });
});

describe('forgotten password, end to end', () => {
  it('e-mails a link that sets a new password once', async () => {
    const page = await suite.browser.newPage();
    await page.goto(suite.server.url + '/forgot-password');
    await page.getByLabel('Email').fill('supplier@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/we have sent a link/).waitFor();
    await screenshot(page, '20-forgot-password-sent');

    // The scheduler drains the outbox into DATA_DIR/outbox as .eml files.
    const outbox = path.join(suite.server.dataDir, 'outbox');
    let link: string | undefined;
    for (let i = 0; i < 60 && !link; i++) {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      for (const file of files) {
        const eml = fs
          .readFileSync(path.join(outbox, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        // The supplier's PO e-mails are in the outbox too; files are named by outbox id, in no order.
        if (eml.includes('To: supplier@demo.test'))
          link ??= /(http:\/\/[^\s"<]+\/set-password\?token=[A-Za-z0-9_-]+)/.exec(eml)?.[1];
      }
      if (!link) await new Promise((r) => setTimeout(r, 500));
    }
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.getByLabel('New password').fill('a fresh supplier passphrase');
    await page.getByLabel('Confirm password').fill('a different one');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('passsword and confirm password are not same').waitFor();
    await screenshot(page, '21-set-password-mismatch');
    await page.getByLabel('Confirm password').fill('a fresh supplier passphrase');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('heading', { name: 'Login to continue' }).waitFor();

    await signIn(page, 'supplier@demo.test', 'a fresh supplier passphrase');
    await page.getByRole('heading', { name: 'Purchase Orders', exact: true }).waitFor();

    // The link works once.
    await page.goto(link!);
    await page.getByText('Token invalid').waitFor();
    await screenshot(page, '22-set-password-used-link');
    await page.close();
  });

  it('says "Token is missing" without a token', async () => {
    const page = await suite.browser.newPage();
    await page.goto(suite.server.url + '/set-password');
    await page.getByText('Token is missing').waitFor();
    await page.close();
  });
});
