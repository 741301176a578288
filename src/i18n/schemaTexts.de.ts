import type { MessageTree } from './mergeMessages';
import { SERVER_SENTENCES } from './serverTexts.de';
import { germanAnswer, isAnswerKey, type AnswerValues } from '../../domain/texts/answers';
import { germanLabels } from './answerLabels.de';

/**
 * The shared zod schemas (domain/schemas/) word their messages in English, the same texts the
 * server answers; the browser shows them through translate, which lands here in German. Field
 * labels inside them are found among the app's own texts (English text -> its German one).
 */
const SENTENCES: Record<string, string> = {
  'Choose Preparation, Pending or Ready': 'Wählen Sie In Vorbereitung, Ausstehend oder Versandbereit',
  'Choose a status': 'Wählen Sie einen Status',
  'Choose a status: Awaiting Pickup or Shipped': 'Wählen Sie einen Status: Wartet auf Abholung oder Versandt',
  'Choose a status: Refund or Shipped': 'Wählen Sie einen Status: Erstattet oder Versandt',
  'Choose at least one line to ship': 'Wählen Sie mindestens eine Position zum Versenden',
  'Choose at least one product': 'Wählen Sie mindestens ein Produkt',
  'Choose at least one purchase order': 'Wählen Sie mindestens eine Lieferantenbestellung',
  'Choose the products of the pack': 'Wählen Sie die Produkte des Sets',
  'Pickup end time must be after the pickup start time':
    'Das Ende der Abholzeit muss nach ihrem Beginn liegen',
  'Product not found': 'Produkt nicht gefunden',
  'The signature image is required': 'Das Signaturbild ist erforderlich',
  'Token is missing': 'Token fehlt',
};

const PATTERNS: [RegExp, (label: string, value: string) => string][] = [
  [/^(.+) is required$/, (l) => `${l} ist erforderlich`],
  [/^(.+) must be at most (\S+) characters$/, (l, n) => `${l} darf höchstens ${n} Zeichen lang sein`],
  [/^(.+) must be a valid e-mail address$/, (l) => `${l} muss eine gültige E-Mail-Adresse sein`],
  [
    /^(.+) must be a URL starting with http:\/\/ or https:\/\/$/,
    (l) => `${l} muss eine Adresse sein, die mit http:// oder https:// beginnt`,
  ],
  [/^(.+) must be a number of at least 0$/, (l) => `${l} muss eine Zahl ab 0 sein`],
  [/^(.+) must be a number$/, (l) => `${l} muss eine Zahl sein`],
  [/^(.+) must be a whole number$/, (l) => `${l} muss eine ganze Zahl sein`],
  [/^(.+) must be 0 or at least 0\.000001$/, (l) => `${l} muss 0 oder mindestens 0,000001 sein`],
  [/^(.+) must be at least (\S+)$/, (l, n) => `${l} muss mindestens ${n} sein`],
  [/^(.+) must be at most (\S+)$/, (l, n) => `${l} darf höchstens ${n} sein`],
  [
    /^(.+) must be a 24-hour time such as 09:30$/,
    (l) => `${l} muss eine Uhrzeit im 24-Stunden-Format sein, etwa 09:30`,
  ],
  [/^(.+) is not a valid id$/, (l) => `${l} ist keine gültige ID`],
];

/** English text -> German text, for every key whose English text is a short label. */
function labelDictionary(english: MessageTree, german: MessageTree): Map<string, string> {
  const labels = new Map<string, string>();
  const walk = (en: MessageTree, de: MessageTree | undefined) => {
    for (const [key, value] of Object.entries(en)) {
      const other = de?.[key];
      if (typeof value === 'string') {
        if (
          typeof other === 'string' &&
          !value.includes('%{') &&
          value.length <= 40 &&
          !labels.has(value.toLowerCase())
        )
          labels.set(value.toLowerCase(), other);
      } else walk(value, typeof other === 'object' ? other : undefined);
    }
  };
  walk(english, german);
  return labels;
}

/** The German of a schema's or the server's English message, or null when it is not one we know. */
export function germanSchemaText(
  text: string,
  english: MessageTree,
  german: MessageTree,
  labels = labelDictionary(english, german),
): string | null {
  if (SENTENCES[text]) return SENTENCES[text];
  if (SERVER_SENTENCES[text]) return SERVER_SENTENCES[text];
  for (const [pattern, word] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return word(labels.get(match[1].toLowerCase()) ?? match[1], match[2] ?? '');
  }
  return null;
}

/** A translator of schema messages bound to the two trees (the label dictionary made once). */
export function schemaTextTranslator(english: MessageTree, german: MessageTree) {
  const labels = labelDictionary(english, german);
  return (text: string) => germanSchemaText(text, english, german, labels);
}

/**
 * A translator of the server's answers by the key they came with (`keyOf`, src/i18n/keyedAnswers.ts):
 * the catalogue's German with the answer's values, a status among them in German; a key the
 * catalogue does not know (a newer server's) leaves the English.
 */
export function answerTranslator(
  english: MessageTree,
  german: MessageTree,
  keyOf: (text: string) => { key: string; values?: AnswerValues } | undefined,
) {
  const labels = labelDictionary(english, german);
  const label = germanLabels(german, (value: string) => labels.get(value.toLowerCase()) ?? value);
  return (text: string) => {
    const keyed = keyOf(text);
    return keyed && isAnswerKey(keyed.key) ? germanAnswer(keyed.key, keyed.values, label) : null;
  };
}
