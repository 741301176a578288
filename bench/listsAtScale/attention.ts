/**
 * Needs attention's pages on a database as it is (one built by build.ts), for the Admin: page 1,
 * a middle page about 100,000 rows in (every sort both ways, and one reason), and the last page,
 * p50 and p95 of 7 runs after a warm-up, so that a change is measured again without building a
 * million orders each time:
 *
 *   npx tsx bench/listsAtScale/attention.ts 'postgresql://root@/million?host=/var/run/postgresql'
 */
import os from 'node:os';
import { openPostgres } from '../../server/db/client';
import { AttentionService } from '../../server/services/attention/attentionService';
import { DEFAULT_THRESHOLDS } from '../../domain/attention';
import type { Viewer } from '../../domain/access';
import { percentiles } from './lists';

const url = process.argv[2];
if (!url) throw new Error('Name the database: npx tsx bench/listsAtScale/attention.ts URL');
const handle = await openPostgres(url);
const now = new Date();
const service = new AttentionService(
  handle.db,
  () => now,
  async () => DEFAULT_THRESHOLDS,
);
const admin: Viewer = { role: 'Admin', warehouseId: null, supplierId: null };
const MIDDLE = String(100_000 / 10 + 1);

const { count } = await service.list({ limit: '10', offset: '1' }, admin);
const last = String(Math.ceil(count / 10));
const cases: [string, Record<string, string>][] = [
  ['page 1', { offset: '1' }],
  [`middle page (${MIDDLE})`, { offset: MIDDLE }],
  ...(['reason', 'record_number', 'since'] as const).flatMap((sort) =>
    (['asc', 'desc'] as const).map((order): [string, Record<string, string>] => [
      `middle page, sort ${sort} ${order}`,
      { offset: MIDDLE, sort, order },
    ]),
  ),
  [`middle page, reason 'late'`, { offset: MIDDLE, isTag: 'true', tagText: 'late' }],
  [`last page (${last}, by the estimate)`, { offset: last }],
];
console.log(
  `Needs attention, Admin, 10 rows a page; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log('| measure | p50 / p95 |\n|---|---|');
for (const [what, raw] of cases) {
  const [p50, p95] = await percentiles(() => service.list({ limit: '10', ...raw }, admin), 7);
  console.log(`| ${what} | ${p50.toFixed(1)} / ${p95.toFixed(1)} ms |`);
}
console.log(
  `load average after ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await handle.close();
