/**
 * Screenshot tour of every screen, before and after a change (docs/screens-before-after.md):
 *
 *   npx tsx scripts/screenTour.ts <before-tree> [<after-tree>]     (after: this tree)
 *
 * Each tree is built, its own server started on a fresh embedded database with demo data, and
 * every path of both specifications visited by each demo role at 1440x900, plus the menus and
 * dialogs one click away. The PNGs land in test-results/screen-tour/{before,after}/, each pair
 * side by side (a red strip marks the lines that changed) in test-results/screen-tour/compare/,
 * and a table of how much each pair differs in test-results/screen-tour/report.md.
 * Not part of `npm test`: it takes a few minutes and is looked at, not asserted.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  ADMIN_EMAIL,
  apiToken,
  DEMO_PASSWORD,
  launchBrowser,
  signIn,
  startServer,
} from '../tests/e2e/support';
import { SCREEN_PATHS, ONE_CLICK, PUBLIC_PATHS, ROLES, type Role, type TourIds } from './screenTourPlan';

const OUT = path.resolve('test-results/screen-tour');
const VIEWPORT = { width: 1440, height: 900 };

type Side = 'before' | 'after';

/** A shot's file name: role and path (`/edit-Pack` keeps its capital, `/` is `root`). */
function shotName(role: string, screenPath: string, click?: string): string {
  const slug = screenPath === '/' ? 'root' : screenPath.replace(/^\//, '').replace(/[^A-Za-z0-9-]+/g, '_');
  return `${role}__${slug}${click ? `__${click}` : ''}`;
}

function build(tree: string) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: tree, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`build failed in ${tree}`);
}

/** The server of `tree` (its own sources, build and node_modules), started as its e2e tests do. */
async function startTreeServer(tree: string) {
  const here = process.cwd();
  process.chdir(tree);
  try {
    return await startServer({ START_JOBS: '0' });
  } finally {
    process.chdir(here);
  }
}

async function adminGetJson(url: string, token: string, apiPath: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/backend/api/admin${apiPath}`, { headers: { 'x-auth-token': token } });
  return response.ok ? ((await response.json()) as Record<string, unknown>) : {};
}

type Row = Record<string, unknown> & { _id: string };
const rows = (answer: Record<string, unknown>, key = 'doc') => (answer[key] ?? []) as Row[];

/** The records the spec paths receive as navigation state, read from the tree's own demo data. */
async function tourIds(url: string): Promise<TourIds> {
  const admin = await apiToken(url, ADMIN_EMAIL);
  const page = '?limit=100&offset=1';
  const products = rows(await adminGetJson(url, admin, `/get-products${page}`));
  const orders = rows(await adminGetJson(url, admin, `/get-shopify-orders${page}`));
  const login = await fetch(`${url}/backend/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ROLES.warehouse.email, password: DEMO_PASSWORD }),
  });
  const warehouseUser = ((await login.json()) as { user?: { warehouseId?: string } }).user;
  const byOrderNumber = (a: Row, b: Row) => String(a.order_number).localeCompare(String(b.order_number));
  const assigned = orders
    .filter((o) => (o.assigned_to as { _id?: string } | null)?._id === warehouseUser?.warehouseId)
    .sort(byOrderNumber);
  const warehouseToken = await apiToken(url, ROLES.warehouse.email);
  return {
    warehouse: rows(await adminGetJson(url, admin, `/get-warehouses${page}`))[0],
    supplier: rows(await adminGetJson(url, admin, `/get-suppliers${page}`))[0],
    shippingAgent: rows(await adminGetJson(url, admin, `/get-shipping-agents${page}`), 'shippingAgents')[0],
    product: products.find((p) => !p.isPack),
    pack: products.find((p) => p.isPack),
    stock: rows(await adminGetJson(url, admin, `/get-stock${page}`))[0],
    warehouseStock: rows(await adminGetJson(url, warehouseToken, `/get-stock${page}`))[0],
    order: [...orders].sort(byOrderNumber)[0],
    warehouseOrder: assigned[0],
  };
}

/** Requests in flight per page: a screen opened through history makes no load event to wait for. */
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Waits until the screen has its data: no request for half a second and no progress indicator. */
async function settle(page: Page) {
  const pending = inFlight.get(page) ?? new Set();
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  await page.waitForTimeout(250);
  while (Date.now() < deadline && Date.now() - quietSince < 500) {
    if (pending.size > 0) quietSince = Date.now();
    await page.waitForTimeout(100);
  }
  await page
    .locator('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'hidden', timeout: 8_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

/** Opens a path with navigation state, as the lists do: a history entry the router picks up. */
async function openWithState(page: Page, screenPath: string, state: unknown) {
  await page.evaluate(
    ([to, usr]) => {
      window.history.pushState({ usr, key: 'tour', idx: window.history.length }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [screenPath, state] as const,
  );
}

interface TourLog {
  missing: string[];
}

async function shoot(page: Page, dir: string, name: string) {
  await settle(page);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function tourRole(browser: Browser, url: string, role: Role, ids: TourIds, dir: string, log: TourLog) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  trackRequests(page);
  if (role === 'public') {
    for (const screenPath of PUBLIC_PATHS) {
      await page.goto(url + screenPath);
      await shoot(page, dir, shotName(role, screenPath));
    }
  } else {
    await signIn(page, url, { email: ROLES[role].email });
    await settle(page);
    for (const screen of SCREEN_PATHS) {
      const state = screen.state?.(ids, role);
      if (screen.state && state === undefined) {
        log.missing.push(`${shotName(role, screen.path)}: no record for its navigation state`);
        continue;
      }
      const open = async () => {
        if (state === undefined) await page.goto(url + screen.path);
        else await openWithState(page, screen.path, state);
      };
      await open();
      await shoot(page, dir, shotName(role, screen.path));
      // A denied screen (react-admin's 'Access denied' page) has nothing to click.
      if (await page.getByText('Access denied', { exact: true }).isVisible()) continue;
      for (const click of ONE_CLICK[screen.path] ?? []) {
        // Each click starts from the screen as it opens (no menu open, not scrolled).
        if (state !== undefined) {
          await page.goto(url + '/change-password');
          await settle(page);
        }
        await open();
        await settle(page);
        const target = click.target(page);
        const found = await target
          .first()
          .waitFor({ state: 'visible', timeout: 2_000 })
          .then(() => true)
          .catch(() => false);
        if (!found) {
          log.missing.push(`${shotName(role, screen.path, click.name)}: nothing to click`);
          continue;
        }
        await target.first().click();
        await shoot(page, dir, shotName(role, screen.path, click.name));
      }
    }
  }
  await context.close();
}

async function tour(browser: Browser, tree: string, side: Side): Promise<TourLog> {
  const dir = path.join(OUT, side);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  build(tree);
  const server = await startTreeServer(tree);
  const log: TourLog = { missing: [] };
  try {
    const ids = await tourIds(server.url);
    for (const role of ['public', ...Object.keys(ROLES)] as Role[]) {
      console.log(`${side}: ${role}`);
      await tourRole(browser, server.url, role, ids, dir, log);
    }
  } finally {
    await server.stop();
  }
  fs.writeFileSync(path.join(dir, 'missing.json'), JSON.stringify(log.missing, null, 1));
  return log;
}

const readLog = (side: Side): TourLog => ({
  missing: JSON.parse(fs.readFileSync(path.join(OUT, side, 'missing.json'), 'utf8')) as string[],
});

const dataUrl = (file: string) => `data:image/png;base64,${fs.readFileSync(file).toString('base64')}`;

/**
 * One pair side by side at half size, a strip marking the lines that changed; answers the
 * share of pixels that differ (over the larger of the two pages).
 */
async function comparePair(page: Page, name: string): Promise<number> {
  const [before, after] = (['before', 'after'] as const).map((side) => path.join(OUT, side, `${name}.png`));
  // tsx names inner functions with a `__name` helper that the page does not have.
  await page.evaluate('window.__name = (f) => f');
  await page.setContent(`<body style="margin:0;font:14px sans-serif;background:#888">
    <div id="pair" style="display:inline-flex;gap:8px;padding:8px;background:#888">
      <figure style="margin:0"><figcaption>before: ${name}</figcaption><canvas id="b"></canvas></figure>
      <figure style="margin:0"><figcaption>after</figcaption><canvas id="a"></canvas></figure>
      <figure style="margin:0"><figcaption>&nbsp;</figcaption><canvas id="d" style="background:#fff"></canvas></figure>
    </div></body>`);
  const share = await page.evaluate(
    async ([beforeUrl, afterUrl]) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.src = src;
        });
      const [b, a] = await Promise.all([load(beforeUrl), load(afterUrl)]);
      const width = Math.max(a.width, b.width);
      const height = Math.max(a.height, b.height);
      const pixels = (image: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, width, height);
      };
      const before = pixels(b);
      const after = pixels(a);
      // Changed pixels are counted, and each changed line marked red in a strip beside "after".
      let changed = 0;
      const strip = new ImageData(12, height);
      for (let i = 0; i < after.data.length; i += 4) {
        const delta = Math.max(
          Math.abs(after.data[i] - before.data[i]),
          Math.abs(after.data[i + 1] - before.data[i + 1]),
          Math.abs(after.data[i + 2] - before.data[i + 2]),
        );
        if (delta <= 24) continue;
        changed++;
        const y = Math.floor(i / 4 / width);
        for (let x = 0; x < 12; x++) strip.data.set([220, 0, 0, 255], (y * 12 + x) * 4);
      }
      for (const [id, data] of [
        ['b', before],
        ['a', after],
        ['d', strip],
      ] as const) {
        const canvas = document.getElementById(id) as HTMLCanvasElement;
        canvas.width = data.width;
        canvas.height = height;
        canvas.style.width = `${data.width / 2}px`;
        canvas.getContext('2d')!.putImageData(data, 0, 0);
      }
      return changed / (width * height);
    },
    [dataUrl(before), dataUrl(after)] as const,
  );
  await page.locator('#pair').screenshot({ path: path.join(OUT, 'compare', `${name}.png`) });
  return share;
}

async function compare(browser: Browser, logs: Record<Side, TourLog>) {
  const dir = path.join(OUT, 'compare');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const names = (side: Side) =>
    new Set(
      fs
        .readdirSync(path.join(OUT, side))
        .filter((f) => f.endsWith('.png'))
        .map((f) => f.slice(0, -4)),
    );
  const before = names('before');
  const after = names('after');
  const page = await browser.newPage({ viewport: VIEWPORT });
  const lines = ['| shot | changed pixels |', '|---|---|'];
  for (const name of [...new Set([...before, ...after])].sort()) {
    if (!before.has(name) || !after.has(name)) {
      lines.push(`| ${name} | only ${before.has(name) ? 'before' : 'after'} |`);
      continue;
    }
    const share = await comparePair(page, name);
    lines.push(`| ${name} | ${(share * 100).toFixed(2)} % |`);
  }
  await page.close();
  for (const side of ['before', 'after'] as const) {
    lines.push('', `Not shot ${side}:`, ...logs[side].missing.map((m) => `- ${m}`));
  }
  fs.writeFileSync(path.join(OUT, 'report.md'), lines.join('\n') + '\n');
  console.log(`Report: ${path.join(OUT, 'report.md')}`);
}

async function main() {
  // --compare: only compare the shots of the last tour; --after: shoot only the after tree again.
  const flags = process.argv.slice(2).filter((a) => a.startsWith('--'));
  const [beforeTree, afterTree = '.'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const compareOnly = flags.includes('--compare');
  if (!beforeTree && !compareOnly) {
    throw new Error(
      'usage: npx tsx scripts/screenTour.ts <before-tree> [<after-tree>] [--after | --compare]',
    );
  }
  const browser = await launchBrowser();
  try {
    const logs = {
      before:
        compareOnly || flags.includes('--after')
          ? readLog('before')
          : await tour(browser, path.resolve(beforeTree), 'before'),
      after: compareOnly ? readLog('after') : await tour(browser, path.resolve(afterTree), 'after'),
    };
    await compare(browser, logs);
  } finally {
    await browser.close();
  }
}

await main();
