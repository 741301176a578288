/**
 * The server's answers (msg, refusals, errors) in German. The API words them in English, as
 * documented; a German screen shows them through translate() (src/i18n/index.ts), which finds
 * them here. src/i18n/serverTexts.test.tsx reads the server's sources and fails on an answer
 * missing here.
 */
import { BEFORE_ORDER_DATE, TOO_FAR_AHEAD } from '../../domain/estimatedDate';
import { PUO_AGENT_INACTIVE } from '../../domain/pickupOrders';
import { DEACTIVATE_INSTEAD, FINISH_FIRST, HOLD_NOUNS, type HoldKind } from '../../domain/deletionHolds';

export const SERVER_SENTENCES: Record<string, string> = {
  'Not found': 'Nicht gefunden',
  'The status was changed meanwhile; reload and try again':
    'Der Status wurde inzwischen geändert; laden Sie neu und versuchen Sie es erneut',
  'Choose an activated shipping agent': 'Wählen Sie einen aktivierten Versanddienstleister',
  'Invalid email or password': 'E-Mail-Adresse oder Passwort ungültig',
  'The estimated shipping date must read YYYY-MM-DD':
    'Das voraussichtliche Versanddatum muss als JJJJ-MM-TT angegeben sein',
  [BEFORE_ORDER_DATE]: 'Das voraussichtliche Versanddatum darf nicht vor dem Bestelldatum liegen',
  [TOO_FAR_AHEAD]: 'Das voraussichtliche Versanddatum darf höchstens ein Jahr in der Zukunft liegen',
  'Choose an activated warehouse': 'Wählen Sie ein aktiviertes Lager',
  'This supplier is deactivated: choose an activated supplier':
    'Dieser Lieferant ist deaktiviert: Wählen Sie einen aktivierten Lieferanten',
  'Choose an activated supplier': 'Wählen Sie einen aktivierten Lieferanten',
  'This product has no stock in this warehouse': 'Dieses Produkt hat in diesem Lager keinen Bestand',
  'could not assign shipping agent': 'Der Versanddienstleister konnte nicht zugewiesen werden',
  'A dropshipped order is shipped by its suppliers: its status follows its products':
    'Eine Streckengeschäft-Bestellung wird von ihren Lieferanten versendet: Ihr Status folgt ihren Produkten',
  'A problematic order needs a warehouse before its status can change':
    'Eine problematische Bestellung braucht ein Lager, bevor sich ihr Status ändern kann',
  'Shipping info has already been added to this order': 'Diese Bestellung hat bereits Versandinformationen',
  'Add the shipping info before marking a delivery to the customer Shipped':
    'Fügen Sie die Versandinformationen hinzu, bevor Sie eine Lieferung an den Kunden als Versandt markieren',
  'Something went wrong': 'Etwas ist schiefgelaufen',
  'Open work': 'Offene Arbeit',
  'Could not be done: please try again': 'Konnte nicht ausgeführt werden: Bitte versuchen Sie es erneut',
  // A master-data batch's rows already where it takes them.
  'Already activated: nothing to change': 'Bereits aktiviert: nichts zu ändern',
  'Already deactivated: nothing to change': 'Bereits deaktiviert: nichts zu ändern',
  'Already deleted: nothing to change': 'Bereits gelöscht: nichts zu ändern',
  'Please sign in': 'Bitte melden Sie sich an',
  'You are not allowed to do this': 'Dazu sind Sie nicht berechtigt',
  'The request is too large': 'Die Anfrage ist zu groß',
  'Unsupported content type': 'Nicht unterstützter Inhaltstyp',
  'Preferences saved': 'Einstellungen gespeichert',
  'The e-mail will be sent again': 'Die E-Mail wird erneut gesendet',
  'The tracking will be written to the shop again':
    'Die Sendungsverfolgung wird erneut an den Shop übertragen',
  'Signed in': 'Angemeldet',
  'Signed out': 'Abgemeldet',
  'Pickup orders sent': 'Abholaufträge gesendet',
  'Pickup order sent': 'Abholauftrag gesendet',
  'Purchase orders sent': 'Lieferantenbestellungen gesendet',
  'Purchase order sent': 'Lieferantenbestellung gesendet',
  'This purchase order has already been sent': 'Diese Lieferantenbestellung wurde bereits gesendet',
  'This pickup order has already been sent': 'Dieser Abholauftrag wurde bereits gesendet',
  [PUO_AGENT_INACTIVE]:
    'Der Versanddienstleister dieses Abholauftrags ist deaktiviert oder gelöscht: Geben Sie seinen Artikeln zuerst einen anderen Versanddienstleister',
  'Already sent: nothing to change': 'Bereits gesendet: nichts zu ändern',
  'Already has shipping info: nothing to change': 'Versandinfo bereits vorhanden: nichts zu ändern',
  'One of these purchase orders has already been sent':
    'Eine dieser Lieferantenbestellungen wurde bereits gesendet',
  'Settings saved successfully': 'Einstellungen erfolgreich gespeichert',
  'Stock added successfully': 'Bestand erfolgreich hinzugefügt',
  'Stock updated successfully': 'Bestand erfolgreich aktualisiert',
  'Image uploaded successfully': 'Bild erfolgreich hochgeladen',
  'Image removed successfully': 'Bild erfolgreich entfernt',
  'Send the image as a multipart form with the field "image"':
    'Senden Sie das Bild als Multipart-Formular mit dem Feld „image“',
  'Choose an image to upload': 'Wählen Sie ein Bild zum Hochladen',
  'E-mail not found': 'E-Mail nicht gefunden',
  'This e-mail was not given up on: it is sent or still being sent':
    'Diese E-Mail wurde nicht aufgegeben: Sie ist gesendet oder wird noch gesendet',
  'Tracking write-back not found': 'Rückmeldung der Sendungsverfolgung nicht gefunden',
  'This tracking is written to the shop or not failing':
    'Diese Sendungsverfolgung ist an den Shop übertragen oder schlägt nicht fehl',
  'Token valid': 'Token gültig',
  'Token invalid': 'Token ungültig',
  'Password changed successfully': 'Passwort erfolgreich geändert',
  'This account is deactivated. Please contact your administrator.':
    'Dieses Konto ist deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
  'You can only change your own password': 'Sie können nur Ihr eigenes Passwort ändern',
  'The current password is not correct': 'Das aktuelle Passwort ist nicht richtig',
  'Password reset email sent to your email. Please logout now, otherwise you will not be able to change password.':
    'Eine E-Mail zum Zurücksetzen des Passworts wurde an Ihre Adresse gesendet. Bitte melden Sie sich jetzt ab, sonst können Sie das Passwort nicht ändern.',
  'If an account exists for this e-mail, we have sent a link to set a new password.':
    'Wenn es ein Konto mit dieser E-Mail-Adresse gibt, haben wir einen Link zum Festlegen eines neuen Passworts gesendet.',
  'No active warehouse or supplier is that recipient':
    'Kein aktives Lager und kein aktiver Lieferant ist dieser Empfänger',
  'A user with this e-mail already exists': 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
  'Order not found': 'Bestellung nicht gefunden',
  'Product refunded': 'Produkt erstattet',
  'A warehouse has already been assigned to this order': 'Dieser Bestellung ist bereits ein Lager zugewiesen',
  'This warehouse is not one of the candidates of the order':
    'Dieses Lager gehört nicht zu den möglichen Lagern der Bestellung',
  'Only Refund can be set on a product here': 'Hier kann ein Produkt nur auf Erstattet gesetzt werden',
  'Comment saved successfully': 'Kommentar erfolgreich gespeichert',
  'Invoice number saved successfully': 'Rechnungsnummer erfolgreich gespeichert',
  'Product not found in this order': 'Produkt in dieser Bestellung nicht gefunden',
  'This is a product, not a pack: change it on the Edit Product screen':
    'Dies ist ein Produkt, kein Set: Ändern Sie es unter „Produkt bearbeiten“',
  'This product has already joined a pickup order': 'Dieses Produkt gehört bereits zu einem Abholauftrag',
  'The order is not at this warehouse': 'Die Bestellung liegt nicht in diesem Lager',
  'The order has no product the warehouse ships':
    'Die Bestellung hat kein Produkt, das dieses Lager versendet',
  'Shipping info added successfully': 'Versandinformationen erfolgreich hinzugefügt',
  'Assignment not found': 'Zuordnung nicht gefunden',
  'The file has no product rows': 'Die Datei enthält keine Produktzeilen',
  'This is a pack: change it on the Edit Pack screen':
    'Dies ist ein Set: Ändern Sie es unter „Set bearbeiten“',
  'The supplier does not exist or was deleted': 'Der Lieferant existiert nicht oder wurde gelöscht',
  'Units updated': 'Stückzahl aktualisiert',
  'Assign order not found': 'Zuordnung nicht gefunden',
  'Assign order deleted': 'Zuordnung gelöscht',
  'Shipping agent assigned': 'Versanddienstleister zugewiesen',
  'Estimated shipping date updated': 'Voraussichtliches Versanddatum aktualisiert',
  'Choose a product of this supplier': 'Wählen Sie ein Produkt dieses Lieferanten',
  'Scheduled date and time updated': 'Geplantes Datum und Uhrzeit aktualisiert',
  'The new date and time must read YYYY-MM-DDTHH:mm':
    'Datum und Uhrzeit müssen als JJJJ-MM-TTTHH:mm angegeben sein',
  'The signature image must be uploaded first': 'Das Signaturbild muss zuerst hochgeladen werden',
  'No shop is configured: set SHOPIFY_SHOP and SHOPIFY_ACCESS_TOKEN to sync orders from Shopify.':
    'Kein Shop eingerichtet: Setzen Sie SHOPIFY_SHOP und SHOPIFY_ACCESS_TOKEN, um Bestellungen aus Shopify abzugleichen.',
  'The image is damaged: its width and height cannot be read':
    'Das Bild ist beschädigt: Breite und Höhe lassen sich nicht lesen',
  'The file must be a PNG, JPEG, GIF or WebP image':
    'Die Datei muss ein PNG-, JPEG-, GIF- oder WebP-Bild sein',
  'Warehouse not found': 'Lager nicht gefunden',
  'The stock total would be larger than the system can hold':
    'Der Gesamtbestand wäre größer, als das System speichern kann',
  'The warehouse does not exist or was deleted': 'Das Lager existiert nicht oder wurde gelöscht',
  'The product does not exist, was deleted, or is a pack':
    'Das Produkt existiert nicht, wurde gelöscht oder ist ein Set',
  'This order is already consolidated or unconsolidated':
    'Diese Bestellung ist bereits konsolidiert oder nicht konsolidiert',
  'A problematic order needs a warehouse first': 'Eine problematische Bestellung braucht zuerst ein Lager',
  'This order has no products to buy: it ships from stock':
    'Für diese Bestellung ist nichts einzukaufen: Sie wird aus dem Bestand versendet',
  'Order consolidated Successfuly': 'Bestellung erfolgreich konsolidiert',
  'Order Unconsolidated Successfuly': 'Konsolidierung der Bestellung erfolgreich aufgehoben',
  'The status can only be changed to Pending or Preparation here':
    'Der Status kann hier nur auf Ausstehend oder In Vorbereitung geändert werden',
  'This product is already refunded': 'Dieses Produkt ist bereits erstattet',
  'A warehouse-bound line needs its warehouse': 'Eine Position für ein Lager braucht ihr Lager',
  'A customer-bound line needs its order or a typed-in customer':
    'Eine Position für einen Kunden braucht ihre Bestellung oder einen eingegebenen Kunden',
  'The status can only be Awaiting Pickup or Shipped here':
    'Der Status kann hier nur Wartet auf Abholung oder Versandt sein',
  'This assignment has already been shipped': 'Diese Zuordnung wurde bereits versendet',
  'The status can only be Refund or Shipped here': 'Der Status kann hier nur Erstattet oder Versandt sein',
  'This product has already been shipped': 'Dieses Produkt wurde bereits versendet',
  'Shipping info has already been added to this assignment':
    'Diese Zuordnung hat bereits Versandinformationen',
  'A warehouse delivery needs its warehouse': 'Eine Lieferung an ein Lager braucht ihr Lager',
  'A consolidated line needs the order’s assigned warehouse':
    'Eine konsolidierte Position braucht das zugewiesene Lager der Bestellung',
  'The status can only be Pending, Preparation or Ready here':
    'Der Status kann hier nur Ausstehend, In Vorbereitung oder Versandbereit sein',
  'The status can only be Preparation, Pending or Ready here':
    'Der Status kann hier nur In Vorbereitung, Ausstehend oder Versandbereit sein',
  'Consolidate or unconsolidate the order before changing its status':
    'Konsolidieren Sie die Bestellung oder heben Sie die Konsolidierung auf, bevor Sie ihren Status ändern',
  'The status can only be Ready, Pending or Shipped here':
    'Der Status kann hier nur Versandbereit, Ausstehend oder Versandt sein',
  'Shipping info has already been added to this product': 'Dieses Produkt hat bereits Versandinformationen',
  'A refunded product takes no shipping info': 'Ein erstattetes Produkt erhält keine Versandinformationen',
  // A Consolidate screen batch's row already so decided (domain/consolidation.ts consolidationName).
  'Already consolidated: nothing to change': 'Bereits konsolidiert: nichts zu ändern',
  'Already unconsolidated: nothing to change': 'Konsolidierung bereits aufgehoben: nichts zu ändern',
  'Already refunded: nothing to change': 'Bereits erstattet: nichts zu ändern',
  'This order is refunded: nothing to consolidate': 'Diese Bestellung ist erstattet: nichts zu konsolidieren',
  'Not all suppliers in this order allow dropshipping. Consolidation is recommended.':
    'Nicht alle Lieferanten dieser Bestellung erlauben Direktversand. Konsolidierung wird empfohlen.',
};

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

export const SERVER_PATTERNS: [RegExp, (groups: string[], label: LabelOf) => string][] = [
  [
    /^Too many attempts\. Please try again in (.+)\.$/,
    ([t]) => `Zu viele Versuche. Bitte versuchen Sie es in ${t} erneut.`,
  ],
  [/^Invalid input\. (.+)$/, ([m]) => `Ungültige Eingabe. ${m}`],
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
    /^The internal SKU "(.+)" is already used by the (pack|product) "(.+)"$/,
    ([sku, kind, name]) =>
      `Die interne SKU „${sku}“ wird bereits ${kind === 'pack' ? 'vom Set' : 'vom Produkt'} „${name}“ verwendet`,
  ],
  [/^The internal SKU "(.+)" is already used$/, ([sku]) => `Die interne SKU „${sku}“ wird bereits verwendet`],
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
  // Printing the selection (server/services/printing): what could not be printed.
  [
    /^(Order|Pickup order) not found: (.+)$/,
    ([what, ids]) => `${what === 'Order' ? 'Bestellung' : 'Abholauftrag'} nicht gefunden: ${ids}`,
  ],
  [/^No ticket for (.+): no warehouse yet$/, ([o]) => `Kein Versandetikett für ${o}: noch kein Lager`],
  [/^No ticket for (.+): no assignment$/, ([o]) => `Kein Versandetikett für ${o}: keine Zuordnung`],
  [/^No warehouse picks anything for (.+)$/, ([o]) => `Kein Lager kommissioniert etwas für ${o}`],
  [/^The PDF could not be drawn: (.+)$/, ([why]) => `Das PDF konnte nicht erstellt werden: ${why}`],
  // A deletion refused while unfinished work depends on the record (domain/deletionHolds.ts).
  [
    new RegExp(`^(.+) still has (.+); (${Object.keys(ADVICE_DE).map(escaped).join('|')})$`),
    ([name, holds, advice]) => `${name} hat noch ${holdsInGerman(holds)}; ${ADVICE_DE[advice]}`,
  ],
  // A batch's rows (domain/batch.ts).
  [/^Already (.+): nothing to change$/, ([s], label) => `Bereits ${label(s)}: nichts zu ändern`],
  [/^(\d+) changed, (\d+) refused$/, ([d, r]) => `${d} geändert, ${r} abgelehnt`],
  [/^(\d+) changed$/, ([d]) => `${d} geändert`],
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
