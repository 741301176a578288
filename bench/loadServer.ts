/**
 * The load bench's server: the real app (`server/main.ts`) in a child process, on PGlite in a
 * fresh data directory or on a scratch PostgreSQL database, with demo data and the scheduler's
 * jobs running, as `npm start` runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../tests/freePort';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface LoadServer {
  base: string;
  dataDir: string;
  /** The server's process: with `cluster`, the primary, its web and worker processes below it. */
  pid: number;
  /** What the server wrote on stderr and stdout (its warnings: slow holds of the database). */
  log(): string;
  /** Its error records (a failed request's, with the error's stack) and its processes' stops. */
  errors(): string[];
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** A record of the server's log opens with its time and level (server/log.ts formatLogLine). */
const RECORD = /^\d\d:\d\d:\d\d (TRACE|DEBUG|INFO|WARN|ERROR|FATAL)\b/;
/** server/cluster.ts: a web process or the worker stopped and is started again. */
const PROCESS_STOPPED = /process \d+ stopped \(/;

/** The ERROR and FATAL records of a log, each with the stack lines that follow it. */
export function errorRecords(log: string): string[] {
  const records: string[] = [];
  let current: string[] | undefined;
  for (const line of log.split('\n')) {
    const opening = RECORD.exec(line);
    if (opening || PROCESS_STOPPED.test(line)) {
      current = opening && opening[1] !== 'ERROR' && opening[1] !== 'FATAL' ? undefined : [line];
      if (current) records.push('');
    } else if (current && line.trim()) current.push(line);
    if (current) records[records.length - 1] = current.join('\n');
  }
  return records;
}

export async function startLoadServer(options: {
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
  /** As `npm start` runs it on PostgreSQL: server/cluster.ts, web processes and a worker. */
  cluster?: boolean;
}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-load-'));
  let output = '';
  const entry = options.cluster ? 'server/cluster.ts' : 'server/main.ts';
  // node itself (as scripts/start.mjs), so the bench's pid is the server's and SIGTERM reaches it.
  // LOAD_NODE_ARGS: node's own flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // (node:cluster passes them to the web and worker processes: a profile of each).
  const nodeArgs = (process.env.LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      DEMO_DATA: '1',
      START_JOBS: '1',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Fulfilment back-office is running')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
  const timeout = setTimeout(() => child.kill('SIGKILL'), 180_000);
  try {
    await ready;
  } finally {
    clearTimeout(timeout);
  }
  return {
    base: `http://127.0.0.1:${port}/backend/api`,
    dataDir,
    pid: child.pid!,
    log: () => output,
    errors: () => errorRecords(output),
    stop: async () => {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited(child);
      clearTimeout(killer);
    },
  } satisfies LoadServer;
}
