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
