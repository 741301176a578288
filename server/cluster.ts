import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { startUpBanner, type StartUpFacts } from './startUpBanner';

/**
 * `npm start` on PostgreSQL (scripts/start.mjs): the API on every core. WEB_PROCESSES web
 * processes (server/main.ts with ROLE=web; default one per core) share the port through
 * node:cluster, then one worker process (ROLE=worker) runs the scheduler and jobs; with ROLE=web,
 * only the web processes (another machine runs the worker: README, "Several machines"). A
 * process that dies once all were up is started again; one that fails at start stops the start.
 * SIGINT and SIGTERM stop every process, each closing its requests and jobs.
 */
type ChildRole = 'web' | 'worker';
interface Ready {
  kind: 'ready';
  role: ChildRole;
  facts: StartUpFacts;
}

/** How long the processes get to stop on SIGINT/SIGTERM before they are killed. */
const STOP_GRACE_MS = 20_000;
/** A process that dies soon after its start waits longer each time before the next one. */
const QUICK_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

const config = loadConfig();
const webs = config.webProcesses ?? os.availableParallelism();
const workers = config.role === 'all' && config.startJobs ? 1 : 0;

cluster.setupPrimary({ exec: path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts') });

const roles = new Map<Worker, { role: ChildRole; startedAt: number; delay: number }>();
const firstReady: Ready[] = [];
let up = false;
let stopping = false;

function fork(role: ChildRole, delay = 0): Worker {
  const child = cluster.fork({ ROLE: role });
  roles.set(child, { role, startedAt: Date.now(), delay });
  child.on('message', (message: Ready) => {
    if (message?.kind !== 'ready' || up) return;
    firstReady.push(message);
    const ready = (r: ChildRole) => firstReady.filter((m) => m.role === r).length;
    // The worker starts once every web process listens: the shops' deliveries then find them.
    if (role === 'web' && ready('web') === webs && workers) fork('worker');
    if (ready('web') === webs && ready('worker') === workers) allUp();
  });
  return child;
}

/** One banner for all the processes: the web processes' facts, the worker's webhook lines. */
function allUp() {
  up = true;
  const web = firstReady.find((m) => m.role === 'web')!.facts;
  const worker = firstReady.find((m) => m.role === 'worker')?.facts;
  const pids = [...roles.entries()].map(([child, { role }]) => `${role} ${child.process.pid}`).join(', ');
  console.log(
    startUpBanner({
      ...web,
      webhookLines: worker?.webhookLines ?? [],
      seeded: firstReady.some((m) => m.facts.seeded),
      processes: `${webs} web${workers ? ' and 1 worker (scheduler and jobs)' : ' (jobs: a ROLE=worker process elsewhere)'}: ${pids}`,
    }),
  );
}

cluster.on('exit', (child, code, signal) => {
  const was = roles.get(child);
  roles.delete(child);
  if (!was) return;
  if (stopping) {
    if (roles.size === 0) process.exit();
    return;
  }
  const how = signal ? `signal ${signal}` : `exit code ${code}`;
  if (!up) {
    console.error(`A ${was.role} process stopped while starting (${how}): stopping the others`);
    stop('SIGTERM', 1);
    return;
  }
  const lived = Date.now() - was.startedAt;
  const delay = lived < QUICK_DEATH_MS ? Math.min(MAX_RESTART_DELAY_MS, Math.max(1000, was.delay * 2)) : 1000;
  console.error(
    `The ${was.role} process ${child.process.pid} stopped (${how}): starting another in ${delay / 1000} s`,
  );
  setTimeout(() => {
    if (!stopping) fork(was.role, delay);
  }, delay);
});

function stop(signal: NodeJS.Signals, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  if (roles.size === 0) process.exit(exitCode);
  for (const child of roles.keys()) child.process.kill(signal);
  setTimeout(() => {
    for (const child of roles.keys()) child.process.kill('SIGKILL');
    process.exit(exitCode || 1);
  }, STOP_GRACE_MS).unref();
  process.exitCode = exitCode;
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

for (let i = 0; i < webs; i++) fork('web');
