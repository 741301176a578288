import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import type { MessageTree } from './mergeMessages';
import { SHOWN_VALUE_LISTS, UNSHOWN_VALUE_LISTS } from './valueTexts';

/** Every module of domain/ (tests and test helpers aside), as the code imports it. */
const MODULES = import.meta.glob<Record<string, unknown>>(
  ['../../domain/**/*.ts', '!../../domain/**/*.test.ts', '!../../domain/testing/**'],
  { eager: true },
);

/** The exported value lists: arrays of strings, named by module and export. */
function domainValueLists(): { name: string; values: readonly string[] }[] {
  return Object.entries(MODULES).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].length > 0 && entry[1].every((v) => typeof v === 'string'),
      )
      .map(([name, values]) => ({ name: `${file.replace('../../', '')} ${name}`, values })),
  );
}

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as MessageTree | undefined)?.[part], tree);

describe('the value lists of domain/', () => {
  it('are found (the walk reads the modules)', () => {
    const names = domainValueLists().map((l) => l.name);
    expect(names).toContain('domain/values.ts SHIPPING_TYPES');
    expect(names).toContain('domain/orderStatus.ts PO_STATUSES');
  });

  it('each has its words on the screens, or is declared one no screen shows', () => {
    const known = new Set<readonly string[]>([
      ...SHOWN_VALUE_LISTS.map((l) => l.values),
      ...UNSHOWN_VALUE_LISTS,
    ]);
    expect(
      domainValueLists()
        .filter((l) => !known.has(l.values))
        .map((l) => l.name),
    ).toEqual([]);
  });

  it('each shown value has an English and a German text', () => {
    const missing = SHOWN_VALUE_LISTS.flatMap(({ values, text }) =>
      values.flatMap((value) =>
        (['en', 'de'] as const)
          .filter((lang) => typeof lookup(lang === 'en' ? en : de, text(value)) !== 'string')
          .map((lang) => `${lang}: ${text(value)}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
