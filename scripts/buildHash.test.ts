import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtHash, HASH_FILE, sourceHash } from './buildHash.mjs';

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-hash-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
}

describe('sourceHash', () => {
  it('changes when a source changes, is added or is renamed, and not for tests', () => {
    tree({
      'src/App.tsx': 'a',
      'domain/rule.ts': 'r',
      'resources/x.ts': 'x',
      'index.html': '<html>',
      'package-lock.json': '{}',
    });
    const first = sourceHash(root);
    expect(sourceHash(root)).toBe(first);
    fs.writeFileSync(path.join(root, 'domain/rule.test.ts'), 'test');
    expect(sourceHash(root)).toBe(first);
    fs.writeFileSync(path.join(root, 'src/App.tsx'), 'b');
    const second = sourceHash(root);
    expect(second).not.toBe(first);
    fs.writeFileSync(path.join(root, 'resources/new.ts'), 'n');
    const third = sourceHash(root);
    expect(third).not.toBe(second);
    fs.renameSync(path.join(root, 'resources/new.ts'), path.join(root, 'resources/renamed.ts'));
    expect(sourceHash(root)).not.toBe(third);
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"v":2}');
    expect(sourceHash(root)).not.toBe(third);
  });
});

describe('builtHash', () => {
  it('is null without a build, empty for a build made without a hash, else the stored hash', () => {
    tree({ 'src/App.tsx': 'a' });
    expect(builtHash(root)).toBeNull();
    fs.mkdirSync(path.join(root, 'dist'));
    fs.writeFileSync(path.join(root, 'dist/index.html'), '<html>');
    expect(builtHash(root)).toBe('');
    fs.writeFileSync(path.join(root, HASH_FILE), sourceHash(root) + '\n');
    expect(builtHash(root)).toBe(sourceHash(root));
  });
});
