import { ANSWERS, type AnswerKey, type AnswerText, type LabelKind } from './catalogue';
import { formatUtcDate, formatUtcDateTime } from '../dates';
import type { Language } from '../preferences';

/**
 * An answer as the server gives it and the browser reads it: the English `msg` (documented, word
 * for word), the catalogue `key` it was worded from (domain/texts/catalogue.ts) and the `values`
 * put into its `{name}` places. A screen finds the German by the key, never by the sentence.
 */
export { ANSWERS, type AnswerKey, type AnswerText, type LabelKind };
export type AnswerValues = Record<string, string | number>;
export type Said = {
  msg: string;
  key: AnswerKey;
  values?: AnswerValues;
};

export const isAnswerKey = (key: unknown): key is AnswerKey =>
  typeof key === 'string' && Object.hasOwn(ANSWERS, key);

/** A template's `{name}` places filled from `values`; a value shown as a label passes `shown`. */
export const fillAnswer = (
  template: string,
  values: AnswerValues = {},
  shown: (name: string, value: string) => string = (_, value) => value,
) =>
  template.replace(/\{(\w+)\}/g, (place, name: string) =>
    name in values ? shown(name, String(values[name])) : place,
  );

export { screenTemplate } from './screenAnswers';

/** An instant among the values (ISO) as its UTC day or time, in the reader's language. */
export function instantLabel(kind: LabelKind, value: string, language: Language): string | undefined {
  if (kind === 'utcDate') return formatUtcDate(value, language) || undefined;
  if (kind === 'utcTime') return formatUtcDateTime(value, language).split(' ')[1];
  return undefined;
}

/** The answer `key` worded in English with its values: what the server sends. */
export function say(key: AnswerKey, values?: AnswerValues): Said {
  const text: AnswerText = ANSWERS[key];
  const msg = fillAnswer(
    text.en,
    values,
    (name, value) => (text.labels?.[name] && instantLabel(text.labels[name], value, 'en')) ?? value,
  );
  return values ? { msg, key, values } : { msg, key };
}

/** The key of an English sentence that is a whole catalogue entry (one without values). */
const KEY_OF_SENTENCE = new Map<string, AnswerKey>(
  (Object.entries(ANSWERS) as [AnswerKey, AnswerText][])
    .filter(([, text]) => !text.en.includes('{'))
    .map(([key, text]) => [text.en, key]),
);

/**
 * The answer a literal English sentence is, when the catalogue has it: so an answer still
 * written as a sentence (not yet `say(key)`) carries its key too.
 */
export function saidOf(msg: string): Said | { msg: string } {
  const key = KEY_OF_SENTENCE.get(msg);
  return key ? { msg, key } : { msg };
}

/** `{ key, values? }` of an answer, for its JSON beside `msg` (nothing for an unknown sentence). */
export const keyFields = (said: Said | { msg: string }): { key?: AnswerKey; values?: AnswerValues } =>
  'key' in said ? { key: said.key, ...(said.values ? { values: said.values } : {}) } : {};

/** A label among an answer's values in the reader's language, by the list it is a value of. */
export type LabelOfKind = (value: string, kind: LabelKind, values: AnswerValues, name: string) => string;

/**
 * The German of an answer by its key, its values put back in (those the catalogue names as
 * labels through `label`, e.g. a status in German); null for a key this catalogue lacks.
 */
export function germanAnswer(
  key: string,
  values: AnswerValues = {},
  label: LabelOfKind = (value) => value,
): string | null {
  if (!isAnswerKey(key)) return null;
  const text: AnswerText = ANSWERS[key];
  return fillAnswer(text.de, values, (name, value) => {
    const kind = text.labels?.[name];
    return kind ? label(value, kind, values, name) : value;
  });
}
