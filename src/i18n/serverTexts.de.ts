/**
 * The server's answers (msg, refusals, errors) in German, found by their English sentence: the
 * fallback for an answer without its catalogue key. An answer with its key is found by the key
 * (domain/texts/answers.ts germanAnswer; src/i18n/keyedAnswers.ts), its German in the catalogue.
 * src/i18n/serverTexts.test.tsx reads the server's sources and fails on an answer missing in both.
 */
import { ANSWERS, type AnswerText } from '../../domain/texts/answers';
import { DEACTIVATE_INSTEAD, FINISH_FIRST, HOLD_NOUNS, type HoldKind } from '../../domain/deletionHolds';

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

/** What holds a record from deletion (domain/deletionHolds.ts), singular and plural. */
const HOLD_NOUNS_DE: Record<HoldKind, readonly [string, string]> = {
  products: ['Produkt', 'Produkte'],
  openPurchaseOrderLines: ['offene Lieferantenbestellposition', 'offene Lieferantenbestellpositionen'],
  sentPurchaseOrderLines: [
    'noch nicht versandte Position einer gesendeten Lieferantenbestellung',
    'noch nicht versandte Positionen gesendeter Lieferantenbestellungen',
  ],
  pickupOrderLines: [
    'noch nicht versandte Abholauftragsposition',
    'noch nicht versandte Abholauftragspositionen',
  ],
  orders: ['noch nicht versandte Bestellung', 'noch nicht versandte Bestellungen'],
  orderLines: ['noch nicht versandte Bestellposition', 'noch nicht versandte Bestellpositionen'],
  stockUnits: ['Stück auf Lager', 'Stück auf Lager'],
  readyOrders: ['versandbereite Bestellung', 'versandbereite Bestellungen'],
  readyPurchaseOrderLines: [
    'versandbereite Lieferantenbestellposition',
    'versandbereite Lieferantenbestellpositionen',
  ],
  pickupOrdersToBeSent: ['noch zu sendender Abholauftrag', 'noch zu sendende Abholaufträge'],
};
const ADVICE_DE: Record<string, string> = {
  [DEACTIVATE_INSTEAD]: 'deaktivieren Sie den Eintrag, damit keine neue Arbeit hinzukommt',
  [FINISH_FIRST]: 'löschen Sie den Eintrag, sobald diese versandt, erstattet oder entfernt sind',
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The English nouns, longest first (a plural contains its singular), each with its German. */
const HOLD_WORDS = Object.entries(HOLD_NOUNS)
  .flatMap(([kind, words]) => words.map((word, i) => [word, HOLD_NOUNS_DE[kind as HoldKind][i]] as const))
  .sort(([a], [b]) => b.length - a.length)
  .map(([word, german]) => [new RegExp(`\\b(\\d+) ${escaped(word)}\\b`, 'g'), `$1 ${german}`] as const);

/** "3 products and 2 open purchase-order lines (PO-001000)" in German. */
const holdsInGerman = (holds: string) =>
  HOLD_WORDS.reduce((text, [pattern, german]) => text.replace(pattern, german), holds).replace(
    / and (?=\d)/g,
    ' und ',
  );

/**
 * The sentences with values the server still words literally. One it says by a catalogue key
 * (`say(key, values)`) always comes with that key and is found by it: it has no pattern here.
 */
export const SERVER_PATTERNS: [RegExp, (groups: string[], label: LabelOf) => string][] = [
  [
    /^Too many requests for this account\. Please try again in (\S+) minutes\.$/,
    ([n]) => `Zu viele Anfragen für dieses Konto. Bitte versuchen Sie es in ${n} Minuten erneut.`,
  ],
  [
    /^Too many failed sign-ins (for this account|from your network)\. Please try again in (\S+) minutes(, or sign in from a browser you signed in with before)?\.$/,
    ([who, n, orElse]) =>
      `Zu viele fehlgeschlagene Anmeldungen ${who === 'for this account' ? 'für dieses Konto' : 'aus Ihrem Netzwerk'}. ` +
      `Bitte versuchen Sie es in ${n} Minuten erneut${orElse ? ' oder melden Sie sich in einem Browser an, mit dem Sie sich schon angemeldet haben' : ''}.`,
  ],
  [
    /^Image width must be between (\S+) and (\S+)$/,
    ([a, b]) => `Die Bildbreite muss zwischen ${a} und ${b} liegen`,
  ],
  [/^(.+) cannot be changed$/, ([l], label) => `${label(l)} kann nicht geändert werden`],
  [
    /^Changed meanwhile(?: by (.+))? at (\d\d)\/(\d\d)\/(\d{4}) (\d\d:\d\d) UTC; reload to see the change, then save again$/,
    ([by, d, m, y, t]) =>
      `Inzwischen ${by ? `von ${by} ` : ''}geändert, am ${d}.${m}.${y} um ${t} UTC; laden Sie neu, um die Änderung zu sehen, und speichern Sie dann erneut`,
  ],
  [/^Order assigned to (.+)$/, ([w]) => `Bestellung ${w} zugewiesen`],
  [/^Order status changed to (.+)$/, ([s], label) => `Bestellstatus geändert auf ${label(s)}`],
  [/^Status changed to (.+)$/, ([s], label) => `Status geändert auf ${label(s)}`],
  [/^Status is (.+)$/, ([s], label) => `Der Status ist ${label(s)}`],
  [
    /^This order has an unknown SKU \((.+)\): add the product first$/,
    ([s]) => `Diese Bestellung hat eine unbekannte SKU (${s}): Legen Sie zuerst das Produkt an`,
  ],
  [
    /^These products cannot be in a pack \(not found, deleted, or packs themselves\): (.+)$/,
    ([p]) =>
      `Diese Produkte können nicht in einem Set sein (nicht gefunden, gelöscht oder selbst Sets): ${p}`,
  ],
  [/^This order is already in (.+)$/, ([n]) => `Diese Bestellung ist bereits in ${n}`],
  [/^Product added to (.+)$/, ([n]) => `Produkt zu ${n} hinzugefügt`],
  [
    /^This is not a product file: the columns? (.+) (?:are|is) missing$/,
    ([c]) =>
      c.includes(',')
        ? `Dies ist keine Produktdatei: Es fehlen die Spalten ${c}`
        : `Dies ist keine Produktdatei: Es fehlt die Spalte ${c}`,
  ],
  [
    /^At most (\S+) rows can be imported at once; this file has (\S+)\. Split it into smaller files\.$/,
    ([max, n]) =>
      `Höchstens ${max} Zeilen können auf einmal importiert werden; diese Datei hat ${n}. Teilen Sie sie in kleinere Dateien auf.`,
  ],
  [
    /^This product is in the packs? (.+)\. Remove it from the pack first\.$/,
    ([p]) =>
      `Dieses Produkt ist in ${p.includes(',') ? 'den Sets' : 'dem Set'} ${p}. Entfernen Sie es zuerst daraus.`,
  ],
  [
    /^The image must be at most (.+); this one is (\S+) x (\S+) px$/,
    ([max, w, h]) => `Das Bild darf höchstens ${max} groß sein; dieses hat ${w} × ${h} px`,
  ],
  [
    /^Only (\S+) units? (?:is|are) in stock: (\S+) cannot be removed$/,
    ([n, m]) =>
      `Nur ${n} ${n === '1' ? 'Stück ist' : 'Stück sind'} auf Lager: ${m} können nicht entnommen werden`,
  ],
  [/^Shipping agent (.+) assigned$/, ([a]) => `Versanddienstleister ${a} zugewiesen`],
  [
    /^An order that is (.+) cannot be changed by hand$/,
    ([s], label) => `Eine Bestellung mit Status ${label(s)} kann nicht von Hand geändert werden`,
  ],
  [
    /^A (.+) line cannot change status any more$/,
    ([s], label) => `Eine Position mit Status ${label(s)} kann ihren Status nicht mehr ändern`,
  ],
  [
    /^An order that is (.+) cannot change status any more$/,
    ([s], label) => `Eine Bestellung mit Status ${label(s)} kann ihren Status nicht mehr ändern`,
  ],
  [
    /^The shipping agent of an? (.+) (order|line) cannot change any more$/,
    ([s, what], label) =>
      `Der Versanddienstleister ${what === 'order' ? 'einer Bestellung' : 'einer Position'} mit Status ${label(s)} kann nicht mehr geändert werden`,
  ],
  [
    /^The estimated shipping date of an? (.+) (order|line) cannot change$/,
    ([s, what], label) =>
      `Das voraussichtliche Versanddatum ${what === 'order' ? 'einer Bestellung' : 'einer Position'} mit Status ${label(s)} kann nicht geändert werden`,
  ],
  [
    /^Lineitem quantity must be a whole number from 1 to (.+)$/,
    ([n]) => `Lineitem quantity muss eine ganze Zahl von 1 bis ${n} sein`,
  ],
  [
    /^This is not a Shopify orders export: it needs the columns (.+) and (.+); this file lacks (.+)$/,
    ([required, line, missing]) =>
      `Dies ist kein Shopify-Bestellexport: Er braucht die Spalten ${required} und ${line.replace(' or ', ' oder ')}; in dieser Datei ${missing.includes(',') ? 'fehlen' : 'fehlt'} ${missing}`,
  ],
  // The order import's row errors (domain/shopifyOrders.ts).
  [
    /^(.+) is longer than the shop allows: its first and its last name take at most (\S+) characters each$/,
    ([column, n]) =>
      `${column} ist länger, als der Shop erlaubt: Vor- und Nachname fassen je höchstens ${n} Zeichen`,
  ],
  [
    /^Order (.+) appears twice in this file: this second copy is left out$/,
    ([n]) => `Bestellung ${n} steht zweimal in dieser Datei: diese zweite Kopie wird ausgelassen`,
  ],
  // A deletion refused while unfinished work depends on the record (domain/deletionHolds.ts).
  [
    new RegExp(`^(.+) still has (.+); (${Object.keys(ADVICE_DE).map(escaped).join('|')})$`),
    ([name, holds, advice]) => `${name} hat noch ${holdsInGerman(holds)}; ${ADVICE_DE[advice]}`,
  ],
  // A batch's rows (domain/batch.ts).
  [/^Already (.+): nothing to change$/, ([s], label) => `Bereits ${label(s)}: nichts zu ändern`],
  // The master data's answers (domain/entities/entity.ts): the record's label, then what happened.
  [/^(.+) added successfully$/, ([l], label) => `${label(l)} erfolgreich hinzugefügt`],
  [/^(.+) updated successfully$/, ([l], label) => `${label(l)} erfolgreich aktualisiert`],
  [/^(.+) deleted successfully$/, ([l], label) => `${label(l)} erfolgreich gelöscht`],
  [/^(.+) activated$/, ([l], label) => `${label(l)} aktiviert`],
  [/^(.+) deactivated$/, ([l], label) => `${label(l)} deaktiviert`],
  [/^(.+) not found$/, ([l], label) => `${label(l)} nicht gefunden`],
  [/^(.+) deleted$/, ([n]) => `${n} gelöscht`],
  // A pickup batch's refusal names the assignment it is about, "<the single call's reason>
  // (#1107)"; last, so that any pattern above comes first.
  [/^(.+) \(([^()]+)\)$/, ([sentence, name]) => `${SERVER_SENTENCES[sentence] ?? sentence} (${name})`],
];
