import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

/**
 * drizzle-kit names the next migration and its snapshot by the journal's entry count: a file
 * numbered otherwise would make `npm run db:generate` write over an earlier snapshot.
 */
describe('the migrations folder', () => {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;

  it('numbers each migration by its place in the journal, in time order, with its snapshot', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.slice(0, 4)).toBe(String(i).padStart(4, '0'));
      expect(fs.existsSync(path.join(migrationsFolder, `${entry.tag}.sql`)), entry.tag).toBe(true);
      expect(
        fs.existsSync(path.join(migrationsFolder, 'meta', `${entry.tag.slice(0, 4)}_snapshot.json`)),
      ).toBe(true);
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1].when);
    });
  });

  it('holds no file the journal does not name', () => {
    const tags = new Set(journal.entries.map((entry) => `${entry.tag}.sql`));
    for (const file of fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')))
      expect(tags.has(file), file).toBe(true);
  });
});
