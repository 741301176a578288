// `npm start`: builds the browser app when no build exists, then runs the server.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('dist/index.html')) {
  console.log('No build of the browser app yet: building it once (about a minute)...');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}

const server = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { DEMO_DATA: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
