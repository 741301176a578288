/**
 * The server's answers (msg, refusals, errors) in German, found by their English sentence: the
 * fallback for an answer without its catalogue key. An answer with its key is found by the key
 * (domain/texts/answers.ts germanAnswer; src/i18n/keyedAnswers.ts), its German in the catalogue.
 * src/i18n/serverTexts.test.tsx reads the server's sources and fails on an answer missing in both.
 */
import { ANSWERS, type AnswerText } from '../../domain/texts/answers';

/**
 * The catalogue's sentences without values (domain/texts/catalogue.ts), English -> German: for an
 * answer that came without its key (a schema's message, a rule's refusal in a row of its own).
 */
export const SERVER_SENTENCES: Record<string, string> = Object.fromEntries(
  Object.values(ANSWERS as Record<string, AnswerText>)
    .filter((text) => !text.en.includes('{'))
    .map((text) => [text.en, text.de]),
);

/** A value inside an answer: the German of a known label (a status), else the value as it is. */
export type LabelOf = (value: string) => string;

/**
 * The sentences with values the server still words literally. One it says by a catalogue key
 * (`say(key, values)`) always comes with that key and is found by it: it has no pattern here.
 */
export const SERVER_PATTERNS: [RegExp, (groups: string[], label: LabelOf) => string][] = [
  // /change-order-status answers exactly { msg } (tests/api/batchOrders.test.ts).
  [/^Order status changed to (.+)$/, ([s], label) => `Bestellstatus geändert auf ${label(s)}`],
  // The master data's answers still said as sentences (domain/entities/entity.ts): a product's
  // add (documented as exactly { msg, doc }), every deletion and 404 (held whole by the API tests).
  [/^(.+) added successfully$/, ([l], label) => `${label(l)} erfolgreich hinzugefügt`],
  [/^(.+) deleted successfully$/, ([l], label) => `${label(l)} erfolgreich gelöscht`],
  [/^(.+) not found$/, ([l], label) => `${label(l)} nicht gefunden`],
];
