import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The seed of the crash tests' random instants: CRASH_SEED to replay a run, else a fixed one,
 * so a failure reproduces. Tests print it with their assertions' context.
 */
export const CRASH_SEED = Number(process.env.CRASH_SEED ?? 1616);

/** mulberry32: a small seeded generator, the same numbers for the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from min to max included. */
export const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

export interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * A TypeScript entry in its own node process (node itself, so a signal reaches it), with the
 * `preload` modules loaded before it (node --import).
 */
export function spawnTs(entry: string, env: Record<string, string>, preload: string[] = []): Child {
  let log = '';
  const imports = preload.flatMap((file) => ['--import', pathToFileURL(path.resolve(file)).href]);
  const child = spawn(process.execPath, ['--import', 'tsx', ...imports, entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output: () => log, exited };
}

/** SIGKILL: no handler runs, nothing is flushed or released, as when the machine loses power. */
export async function killHard(child: Child): Promise<void> {
  if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
  await child.exited;
}

export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 30_000, everyMs = 20 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The .eml files of a file outbox (not the partial file of a write under way). */
export const emlFiles = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];

/** Each .eml file's inode: a file written again gets another one. */
export const inodes = (dir: string): Map<string, number> =>
  new Map(emlFiles(dir).map((name) => [name, fs.statSync(path.join(dir, name)).ino]));

/** The Message-ID header of a raw message, or undefined. */
export const messageIdOf = (raw: string): string | undefined => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];

export interface Server extends Child {
  url: string;
}

/**
 * The real server (server/main.ts, as `npm start` runs it) on a PGlite data directory, with
 * its scheduler and the file outbox (no SMTP_URL); answers once /health does. `preload`: test
 * modules loaded into it first (./holdWebhookIntake.ts).
 */
export async function startServer(
  env: Record<string, string>,
  { preload = [] as string[] } = {},
): Promise<Server> {
  const port = env.PORT;
  const child = spawnTs(
    'server/main.ts',
    {
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      START_JOBS: '1',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      DATABASE_URL: '',
      ...env,
    },
    preload,
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      'the server to answer /health',
      async () => {
        if (child.process.exitCode !== null) throw new Error(`the server exited: ${child.output()}`);
        try {
          return (await fetch(`${url}/health`)).ok;
        } catch {
          return false;
        }
      },
      { timeoutMs: 90_000, everyMs: 200 },
    );
  } catch (error) {
    await killHard(child);
    throw error;
  }
  return { ...child, url };
}

/** SIGTERM: the server closes its database and releases its data directory. */
export async function stopServer(server: Child): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGTERM');
  await server.exited;
}
