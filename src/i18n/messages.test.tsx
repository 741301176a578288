import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appMessageParts, en } from './en';
import { appMessagePartsDe, de } from './de';
import { duplicateKeys, mergeMessages, type MessageTree } from './mergeMessages';

describe('mergeMessages', () => {
  it('merges key by key: a screen adding a menu text keeps every other menu text', () => {
    const merged = mergeMessages(
      { menu: { orders: 'Orders', stock: 'Stock' }, name: 'App' },
      { menu: { carriers: 'Carriers' } },
    );
    expect(merged).toEqual({ menu: { orders: 'Orders', stock: 'Stock', carriers: 'Carriers' }, name: 'App' });
  });

  it('names the texts defined twice, and a text that a later tree turns into a subtree', () => {
    expect(
      duplicateKeys(
        { menu: { orders: 'Orders' }, a: 'x' },
        { menu: { orders: 'Orders!', stock: 'S' } },
        {
          a: { b: 'y' },
        },
      ),
    ).toEqual(['menu.orders', 'a']);
    expect(duplicateKeys({ menu: { orders: 'Orders' } }, { menu: { stock: 'Stock' } })).toEqual([]);
  });
});

/** The code that the browser runs: every translation key it names is looked up in `en`. */
const ROOTS = ['src', 'resources', 'dataProvider', 'authProvider', 'domain'];
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const lookup = (path: string): unknown =>
  path.split('.').reduce<unknown>((tree, key) => (tree as MessageTree | undefined)?.[key], en);

/**
 * Keys written whole ('app.list.edit'; a prefix handed on, as `texts="app.warehouses"`, names a
 * subtree), keys translated right there (translate('...'), label: '...': a text), and prefixes
 * of keys built at run time (`app.orders.status.${s}`: a subtree).
 */
function keysUsed() {
  const whole = new Map<string, string>();
  const texts = new Map<string, string>();
  const prefixes = new Map<string, string>();
  const KEY = String.raw`(?:app|ra)\.[A-Za-z0-9_.]*[A-Za-z0-9_]`;
  for (const file of ROOTS.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(new RegExp(`(['"\`])(${KEY})\\1`, 'g'))) whole.set(m[2], file);
    for (const m of text.matchAll(
      new RegExp(`(?:\\b(?:translate|t)\\(\\s*|\\blabel[:=]\\s*\\{?)['"\`](${KEY})['"\`]`, 'g'),
    ))
      texts.set(m[1], file);
    for (const m of text.matchAll(new RegExp(`\`(${KEY})\\.\\$\\{`, 'g'))) prefixes.set(m[1], file);
    for (const m of text.matchAll(new RegExp(`['"\`](${KEY})\\.['"]`, 'g'))) prefixes.set(m[1], file);
  }
  return { whole, texts, prefixes };
}

describe('the English messages', () => {
  it('define every key the code names', () => {
    const { whole, texts, prefixes } = keysUsed();
    expect(texts.size).toBeGreaterThan(300);
    const missing = [
      ...[...whole].filter(([key]) => !texts.has(key) && lookup(key) === undefined),
      ...[...texts].filter(([key]) => typeof lookup(key) !== 'string'),
      ...[...prefixes].filter(([key]) => typeof lookup(key) !== 'object'),
    ].map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('define no key that the code never names (whole, or under a prefix it names)', () => {
    const { whole, texts, prefixes } = keysUsed();
    const named = (path: string) => whole.has(path) || texts.has(path) || prefixes.has(path);
    const leaves: string[] = [];
    const walk = (tree: MessageTree, prefix: string) => {
      for (const [key, value] of Object.entries(tree))
        if (typeof value === 'string') leaves.push(`${prefix}.${key}`);
        else walk(value, `${prefix}.${key}`);
    };
    walk(mergeMessages(...(appMessageParts as MessageTree[])), 'app');
    const unused = leaves.filter((leaf) => {
      const parts = leaf.split('.');
      // app.x.y.z is named as itself, or through app.x.y or app.x (never through 'app' alone).
      const lengths = parts.map((_, i) => parts.length - i).filter((n) => n >= 2);
      return !lengths.some((n) => named(parts.slice(0, n).join('.')));
    });
    expect(unused).toEqual([]);
  });

  it('define each key once across the message files', () => {
    expect(duplicateKeys(...(appMessageParts as MessageTree[]))).toEqual([]);
  });
});

/** Every text's dotted path, and the %{placeholders} it uses. */
function leavesOf(tree: MessageTree, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [leaf, text] of leavesOf(value, path)) leaves.set(leaf, text);
  }
  return leaves;
}
const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();

describe('the German messages', () => {
  const english = leavesOf(en as MessageTree);
  const german = leavesOf(de as MessageTree);

  it('define exactly the keys of the English ones (react-admin’s ra.* included)', () => {
    expect([...english.keys()].filter((key) => !german.has(key))).toEqual([]);
    expect([...german.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('use the same placeholders and plural forms as the English text of each key', () => {
    const differing = [...english]
      .filter(([key]) => german.has(key))
      .filter(([key, text]) => {
        const translated = german.get(key)!;
        return (
          placeholders(text).join() !== placeholders(translated).join() ||
          text.split('||||').length !== translated.split('||||').length
        );
      })
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('are German: at most a few texts read as the English ones (names, codes, units)', () => {
    const same = [...english]
      .filter(([key, text]) => german.get(key) === text && /[a-z]{4,}/.test(text.replace(/%\{\w+\}/g, '')))
      .filter(([, text]) => !SAME_IN_BOTH.includes(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(same).toEqual([]);
  });

  it('define each key once across the message files', () => {
    expect(duplicateKeys(...appMessagePartsDe)).toEqual([]);
  });
});

/** Texts that read the same in German and English: names of languages, words German uses as they are. */
const SAME_IN_BOTH = [
  'English',
  'Deutsch',
  'Fulfilment',
  'Master Dashboard', // the screen's name, as the operators know it
  'Dashboard',
  'Details',
  'Filter',
  'Status',
  'Minimum',
  'Maximum',
  'System',
  'Hybrid',
  'Standard',
  'Admin',
  'Normal', // the editor's plain text style
  'Shopify', // the shops' own names (the Channels page)
  'WooCommerce',
];
