// `npm start`: builds the browser app when its sources differ from the last build, then runs the server.
import { writeFileSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { builtHash, HASH_FILE, sourceHash } from './buildHash.mjs';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const sources = sourceHash('.');
const built = builtHash('.');
if (built !== sources) {
  console.log(
    built === null
      ? 'No build of the browser app yet: building it (about a minute)...'
      : 'The browser app changed since it was built: building it again (about a minute)...',
  );
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
  writeFileSync(HASH_FILE, sources + '\n');
}

// On PostgreSQL, the API on every core (server/cluster.ts: web processes and one worker); on
// PGlite, which one process owns, one process doing everything. ROLE=worker: that one process.
const entry =
  process.env.DATABASE_URL && (process.env.ROLE ?? '').trim().toLowerCase() !== 'worker'
    ? 'server/cluster.ts'
    : 'server/main.ts';
// node itself (not npx), so a SIGTERM sent to `npm start` reaches the server.
const server = spawn(process.execPath, ['--import', 'tsx', entry], {
  stdio: 'inherit',
  env: { DEMO_DATA: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
