import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { scratchDatabase, type ScratchDatabase } from '../../server/db/scratchDatabase';
import { DEMO_ACCOUNTS } from '../../server/demo/seed';
import { freePort } from '../freePort';
import { emlFiles, killHard, spawnTs, startServer, stopServer, waitFor, type Child } from '../crash/support';

/**
 * Processes by role on PostgreSQL (issue 31 item 3): a web process serves and runs no job, a
 * worker runs the jobs and listens on no port, and `npm start`'s cluster (server/cluster.ts)
 * answers from several web processes while its worker does what they queue.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

let tmp: string;
let database: ScratchDatabase;
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-roles-'));
  if (serverUrl) database = await scratchDatabase(serverUrl, 'test');
});
afterAll(async () => {
  await database?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const scheduledQueues = async () =>
  (await rowsOf<{ name: string }>(sql`select name from pgboss.schedule order by name`)).map((r) => r.name);

/** The health answer over a new connection each time, so the cluster may hand it to any process. */
const health = (port: number) =>
  new Promise<{ role: string; pid: number }>((resolve, reject) => {
    const req = http
      .get({ host: '127.0.0.1', port, path: '/health', agent: false, timeout: 5_000 }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve(JSON.parse(body)));
      })
      .on('error', reject);
    req.on('timeout', () => req.destroy(new Error('no answer within 5 s')));
  });

const refused = (port: number) =>
  health(port).then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
  );

describe.skipIf(!serverUrl)('process roles on PostgreSQL', () => {
  it('a web process serves and starts no job; a worker runs them and listens on no port', async () => {
    const children: Child[] = [];
    try {
      const env = { DATABASE_URL: database.url, DATA_DIR: path.join(tmp, 'roles'), DEMO_DATA: '0' };
      const webPort = await freePort();
      const web = await startServer({ ...env, ROLE: 'web', PORT: String(webPort) });
      children.push(web);
      expect(await health(webPort)).toMatchObject({ role: 'web', pid: web.process.pid });
      // pg-boss is there (the web process queues runs) but it keeps no schedule and runs nothing.
      expect(await scheduledQueues()).toEqual([]);

      const workerPort = await freePort();
      const worker = spawnTs('server/main.ts', {
        ...env,
        ROLE: 'worker',
        PORT: String(workerPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
      });
      children.push(worker);
      await waitFor(
        'the worker to schedule its jobs',
        async () => {
          if (worker.process.exitCode !== null) throw new Error(`the worker exited: ${worker.output()}`);
          return (await scheduledQueues()).includes('outbox-drain');
        },
        { timeoutMs: 90_000, everyMs: 200 },
      );
      await waitFor('the worker to say it is up', () => worker.output().includes('ROLE=worker'));
      expect(worker.output()).toContain('listening on no port');
      expect(await refused(workerPort)).toBe(true);
    } finally {
      for (const child of children) await killHard(child);
    }
  }, 240_000);

  it('npm start runs several web processes on one port and a worker that does what they queue', async () => {
    const port = await freePort();
    const dataDir = path.join(tmp, 'cluster');
    const primary = spawnTs('server/cluster.ts', {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      WEB_PROCESSES: '2',
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      ROLE: '',
    });
    try {
      await waitFor(
        'the banner of every process',
        () => {
          if (primary.process.exitCode !== null) throw new Error(`npm start exited: ${primary.output()}`);
          return primary.output().includes('Processes: 2 web and 1 worker');
        },
        { timeoutMs: 150_000, everyMs: 200 },
      );
      // One banner for all of them.
      expect(primary.output().match(/is running at/g)).toHaveLength(1);

      const answers = [];
      for (let i = 0; i < 8; i++) answers.push(await health(port));
      expect(answers.every((a) => a.role === 'web')).toBe(true);
      expect(new Set(answers.map((a) => a.pid)).size).toBe(2);

      // A forgot-password e-mail: the web process queues the outbox run, the worker writes it.
      const outbox = path.join(dataDir, 'outbox');
      await waitFor('the demo e-mails to be written', async () => {
        const [{ n }] = await rowsOf<{ n: number }>(
          sql`select count(*)::int as n from outbox where status = 'pending'`,
        );
        return n === 0;
      });
      const before = emlFiles(outbox).length;
      const res = await fetch(`http://127.0.0.1:${port}/backend/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS[0].email }),
      });
      expect(res.status).toBe(200);
      await waitFor('the worker to write the e-mail', () => emlFiles(outbox).length === before + 1, {
        timeoutMs: 30_000,
        everyMs: 200,
      });
      expect(primary.output()).not.toContain('could not queue a run');

      // A web process that dies is started again; the others answer meanwhile.
      const dead = answers[0].pid;
      process.kill(dead, 'SIGKILL');
      await waitFor(
        'another web process',
        async () => {
          const pids = new Set<number>();
          for (let i = 0; i < 4; i++) pids.add((await health(port).catch(() => ({ pid: 0 }))).pid);
          return pids.size === 2 && !pids.has(dead) && !pids.has(0);
        },
        { timeoutMs: 90_000, everyMs: 500 },
      );
    } finally {
      await stopServer(primary);
    }
    expect(await primary.exited).toBe(0);
    expect(await refused(port)).toBe(true);
  }, 300_000);
});
