import { describe, expect, it } from 'vitest';
import { ADMIN_HOME, screenshot, signIn, e2eSuite, writeShopifyExport } from './support';

/**
 * A long order import (issue 8 item 12): 5,000 orders sent in parts of at most 5,000 rows show
 * a progress bar of parts and rows done, the file is read off the page's thread, and the
 * warning not to close the dialog goes once the summary is shown. Screenshots 65-*.png.
 */

const suite = e2eSuite();

describe('a long order import', () => {
  it(
    'shows parts and rows done while the parts are sent, then the summary',
    { timeout: 150_000 },
    async () => {
      const { rows, file, expectedCount } = await writeShopifyExport(suite.tmp, {
        orders: 5000,
        skus: ['DS-NT-001', 'DS-BH-001', 'DS-CK-002', 'DS-AL-001'],
        firstNumber: 300_001,
        seed: 12,
      });
      const partsTotal = Math.ceil(rows.length / 5000); // one-to-three-line orders: cuts land close to 5,000

      const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, suite.server.url, { home: ADMIN_HOME });
      await page.goto(suite.server.url + '/master-dashboard');
      await page.getByRole('heading', { name: 'Master Dashboard', exact: true }).waitFor();

      // The longest main-thread task while the file is read and imported: the page stays responsive.
      await page.evaluate(() => {
        const scope = window as unknown as { longestTask: number };
        scope.longestTask = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            scope.longestTask = Math.max(scope.longestTask, entry.duration);
        }).observe({ type: 'longtask', buffered: false });
      });

      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('import-file').setInputFiles(file);
      await dialog.getByText(`Import approximately ${expectedCount} orders`).waitFor({ timeout: 30_000 });
      expect(workers.some((url) => /parseWorker/.test(url))).toBe(true); // read off the page's thread
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();

      // Mid-way: at least one part done, the bar and its text showing, the warning up.
      const bar = dialog.getByRole('progressbar');
      await page.waitForFunction(
        () => Number(document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')) > 0,
        undefined,
        { timeout: 60_000 },
      );
      const text = await dialog.getByText(/^Part \d+ of \d+ imported \(\d+ of \d+ rows\)$/).textContent();
      await screenshot(page, '65-import-progress');
      const [, done, total, rowsDone, rowsTotal] = /Part (\d+) of (\d+) imported \((\d+) of (\d+) rows\)/
        .exec(text ?? '')!
        .map(Number);
      expect(total).toBeGreaterThanOrEqual(partsTotal);
      expect(done).toBeGreaterThan(0);
      expect(done).toBeLessThanOrEqual(total);
      expect(rowsTotal).toBe(rows.length);
      expect(rowsDone).toBeGreaterThan(0);
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
      await dialog.getByText("Please don't close this dialogbox").waitFor();

      await dialog
        .getByText(/^Imported 5000 orders, 0 unchanged, \d+ problematic$/)
        .waitFor({ timeout: 90_000 });
      await screenshot(page, '66-import-finished');
      await expect(bar.count()).resolves.toBe(0);
      await expect(dialog.getByText("Please don't close this dialogbox").count()).resolves.toBe(0);
      const longestTask = await page.evaluate(
        () => (window as unknown as { longestTask: number }).longestTask,
      );
      console.log(`longest main-thread task during the import: ${Math.round(longestTask)} ms`);
      // The page froze 1.5 s when it parsed on its own thread; reading is in a worker now.
      expect(longestTask).toBeLessThan(1000);
      await context.close();
    },
  );
});
