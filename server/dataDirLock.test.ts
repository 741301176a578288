import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './dataDirLock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));

describe('lockDataDir', () => {
  it('takes a free directory and releases it', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a directory held by a live process, with a clear message', async () => {
    const dir = tempDir();
    const other = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another server/);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = tempDir();
    const other = spawn('true');
    await new Promise((resolve) => other.on('exit', resolve));
    fs.writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
