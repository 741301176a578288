/** A messages tree: texts under nested keys, as react-admin's i18n provider reads them. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

const isTree = (value: unknown): value is MessageTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges message trees key by key, so a resource's `menu` texts add to the app's menu instead
 * of replacing it. A text defined again is overwritten by the later tree; `duplicateKeys`
 * names such keys (the messages test fails on them).
 */
export function mergeMessages(...trees: readonly MessageTree[]): MessageTree {
  const merged: MessageTree = {};
  for (const tree of trees)
    for (const [key, value] of Object.entries(tree)) {
      const before = merged[key];
      merged[key] = isTree(before) && isTree(value) ? mergeMessages(before, value) : value;
    }
  return merged;
}

/** The dotted paths of texts (or a text and a subtree) defined in more than one tree. */
export function duplicateKeys(...trees: readonly MessageTree[]): string[] {
  const seen = new Map<string, 'text' | 'tree'>();
  const duplicates = new Set<string>();
  const walk = (tree: MessageTree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const kind = isTree(value) ? 'tree' : 'text';
      const before = seen.get(path);
      if (before && (before === 'text' || kind === 'text')) duplicates.add(path);
      seen.set(path, kind);
      if (isTree(value)) walk(value, path);
    }
  };
  for (const tree of trees) walk(tree, '');
  return [...duplicates];
}

/**
 * A translation of an English messages tree: the same keys, each text free. Typing a language's
 * file with it makes a missing or extra key a type error in that file (the parity test says so
 * for the whole tree).
 */
export type Translation<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
