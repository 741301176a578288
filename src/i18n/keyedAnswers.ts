import type { AnswerValues } from '../../domain/texts/answers';

/**
 * The keys of the server's answers this browser has read (docs/api.md: `key` and `values` beside
 * `msg`, a batch row's beside its `reason`). A screen shows an answer through translate(msg);
 * translate (src/i18n/index.ts) finds here the key the sentence came with, and so its German in
 * the catalogue, without reading the sentence. Whether a key is the catalogue's is asked there,
 * where German loads the catalogue: the sign-in page does not carry every answer's English.
 */
const MOST = 500;
const keyed = new Map<string, { key: string; values?: AnswerValues }>();
/** A key's shape: a word (the catalogue's are camelCase names). */
const KEY = /^\w{1,100}$/;

function rememberOne(text: unknown, key: unknown, values: unknown) {
  if (typeof text !== 'string' || typeof key !== 'string' || !KEY.test(key)) return;
  keyed.delete(text);
  keyed.set(text, {
    key,
    ...(typeof values === 'object' && values !== null ? { values: values as AnswerValues } : {}),
  });
  // The oldest go first: a long session reads many answers, a screen shows the latest.
  if (keyed.size > MOST) keyed.delete(keyed.keys().next().value!);
}

/**
 * Reads an answer's JSON: its `msg`, each batch row's `reason` and the import's row errors'
 * messages (`errorKeys`), with their keys.
 */
export function rememberKeys(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const answer = body as {
    msg?: unknown;
    key?: unknown;
    values?: unknown;
    rows?: unknown;
    errorKeys?: unknown;
  };
  rememberOne(answer.msg, answer.key, answer.values);
  if (Array.isArray(answer.rows))
    for (const row of answer.rows as { reason?: unknown; key?: unknown; values?: unknown }[])
      if (row && typeof row === 'object') rememberOne(row.reason, row.key, row.values);
  if (Array.isArray(answer.errorKeys))
    for (const error of answer.errorKeys as { message?: unknown; key?: unknown; values?: unknown }[])
      if (error && typeof error === 'object') rememberOne(error.message, error.key, error.values);
}

/** The key and values an English answer came with, when it came with one. */
export const keyOfAnswer = (text: string) => keyed.get(text);
