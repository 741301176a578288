import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../freePort';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { approximateOrderCount } from '../../domain/shopifyOrders';
import {
  SHOPIFY_HEADER,
  shopifyExportCsv,
  shopifyExportRows,
  type ExportOptions,
  type ExportRowObject,
} from '../../server/demo/shopifyExport';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const SHOTS = path.resolve('test-results/screenshots');

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts the real server (as `npm start` does, without the build step) on a fresh data directory. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync('dist/index.html')) throw new Error('Build the browser app first: npm run build');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-e2e-'));
  let log = '';
  // node itself (not npx), so SIGTERM reaches the server and nothing outlives the tests.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    dataDir,
    output: () => log,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The demo accounts' password (README). */
export const DEMO_PASSWORD = 'demo-pass-2026';
export const ADMIN_EMAIL = 'admin@demo.test';
/** The Admin's first screen after signing in. */
export const ADMIN_HOME = 'Scheduled Supplier Orders';

export interface E2eSuite {
  server: RunningServer;
  browser: Browser;
  /** A scratch folder for files the test writes (removed afterwards). */
  tmp: string;
}

/**
 * The real server on a fresh data directory, Chromium and a scratch folder for one test file:
 * started before its tests, stopped after them. Read the fields inside the tests.
 */
export function e2eSuite(): E2eSuite {
  const suite = {} as E2eSuite;
  beforeAll(async () => {
    suite.server = await startServer();
    suite.browser = await launchBrowser();
    suite.tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-e2e-files-'));
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    if (suite.tmp) fs.rmSync(suite.tmp, { recursive: true, force: true });
  });
  return suite;
}

/**
 * Chromium for one test file and a fresh server for each of its tests, so no test sees another's
 * changes (a bulk action's second run, say). A failing test prints the server's last words.
 */
export function e2eServerPerTest(): Omit<E2eSuite, 'tmp'> {
  const suite = {} as Omit<E2eSuite, 'tmp'>;
  beforeAll(async () => {
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  beforeEach(async () => {
    suite.server = await startServer();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') console.log(suite.server?.output().slice(-4000));
    await suite.server?.stop();
  });
  return suite;
}

/**
 * Signs in on the login view at / and, when `home` is given, waits for that first screen.
 * A wrong password is a test's own business: pass it and no home.
 */
export async function signIn(
  page: Page,
  serverUrl: string,
  {
    email = ADMIN_EMAIL,
    password = DEMO_PASSWORD,
    home,
  }: { email?: string; password?: string; home?: string },
) {
  await page.goto(serverUrl + '/');
  await page.getByRole('heading', { name: 'Login to continue' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (home) await page.getByRole('heading', { name: home, exact: true }).waitFor();
}

/** A session token of the API, to pick what a test needs from the demo data. */
export async function apiToken(serverUrl: string, email = ADMIN_EMAIL): Promise<string> {
  const login = await fetch(`${serverUrl}/backend/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** GET of an admin call with a session token, answering its JSON. */
export async function adminGet<T>(serverUrl: string, token: string, apiPath: string): Promise<T> {
  const response = await fetch(`${serverUrl}/backend/api/admin${apiPath}`, {
    headers: { 'x-auth-token': token },
  });
  return (await response.json()) as T;
}

/**
 * A Shopify order export written as CSV into `dir`: its rows (to change before writing with
 * `edit`), the file, and the order count the import dialog announces for it.
 */
export async function writeShopifyExport(
  dir: string,
  options: ExportOptions,
  edit: (rows: ExportRowObject[]) => void = () => undefined,
) {
  const rows = shopifyExportRows(options);
  edit(rows);
  const file = path.join(dir, 'orders_export.csv');
  fs.writeFileSync(file, await shopifyExportCsv(rows));
  const expectedCount = approximateOrderCount(rows.map((r) => SHOPIFY_HEADER.map((h) => r[h])));
  return { rows, file, expectedCount };
}

/** A list's own rows (not an expanded row's panel, nor the rows of a table nested in it). */
export const rows = (page: Page) =>
  page.locator('table.RaDataTable-table').first().locator(':scope > tbody > tr.RaDataTable-row');
export const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** The first order number (#1234) a row shows. */
export const orderNumberOf = async (row: Locator) => /#\d+/.exec(await row.innerText())![0];

/** An Admin's page on a list, once its rows are drawn and the list has settled. */
export async function openList(
  { browser, server }: { browser: Browser; server: RunningServer },
  listPath: string,
  heading: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url, { home: ADMIN_HOME });
  await page.goto(server.url + listPath);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await rows(page).first().waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

/** Ticks the checkbox of the row showing each text. */
export async function tick(page: Page, texts: string[]) {
  for (const text of texts) await rowOf(page, text).getByRole('checkbox').check();
}

/**
 * The bulk action's banner saying `summary` (green when all done, else orange or red): its
 * refused rows' lines, once all are drawn.
 */
export async function outcome(page: Page, summary: string): Promise<string[]> {
  const banner = page
    .locator('[role=status], [role=alert]')
    .filter({ hasText: new RegExp(`^${summary}(?!\\d)`) });
  await banner.waitFor();
  const refused = Number(/(\d+) refused/.exec(summary)?.[1] ?? 0);
  const lines = banner.getByRole('listitem');
  await expect.poll(() => lines.count()).toBe(Math.min(refused, 20));
  return lines.allTextContents();
}

/** Closes the banner, so that the next action's is a new one. */
export async function dismiss(page: Page) {
  const banner = page
    .locator('[role=status], [role=alert]')
    .filter({ has: page.getByRole('button', { name: 'Close' }) });
  await banner.getByRole('button', { name: 'Close' }).click();
  await banner.waitFor({ state: 'detached' });
}

/**
 * A day `days` after today (UTC, as the lists show days): typed into a date input as the API's
 * YYYY-MM-DD, shown in the lists as DD/MM/YYYY. Fixed days would pass into the past and then ask
 * for the past-date confirmation.
 */
export function daysAhead(days: number): { typed: string; shown: string } {
  const typed = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = typed.split('-');
  return { typed, shown: `${d}/${m}/${y}` };
}
