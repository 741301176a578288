import { isLanguage, type Language } from './preferences';

/**
 * The fixed words of the e-mails the app writes, in the reader's language: a user's own choice
 * (invitations, password resets), a supplier's or shipping agent's e-mail language (PO and PUO
 * e-mails: their own subject and body are theirs, the order's table is ours). English unless
 * German is chosen.
 */
export interface EmailTexts {
  invite: { subject: string; intro: string; action: string; outro: string };
  reset: { subject: string; intro: string; action: string; outro: string };
  po: {
    subject: (poNumber: string) => string;
    title: (poNumber: string) => string;
    order: (orderNumber: string) => string;
    headers: readonly [string, string, string];
  };
  puo: {
    subject: (puoNumber: string) => string;
    title: (puoNumber: string) => string;
    /** 'Pick up at (Warehouse): ', the place named after it. */
    pickUpAt: (from: string) => string;
    deliverTo: (sentTo: string, name: string) => string;
    order: (orderNumber: string) => string;
    headers: readonly [string, string, string, string, string];
  };
  /** A return of a dropshipped line, told to its supplier (issue 32 item 2). */
  supplierReturn: {
    subject: (returnNumber: string, orderNumber: string) => string;
    intro: (orderNumber: string) => string;
    reason: (reason: string) => string;
    outro: string;
    headers: readonly [string, string, string];
  };
  /** A PO's 'Warehouse' / 'Customer', a PUO's 'Warehouse' / 'Supplier' (stored in English). */
  places: Record<string, string>;
  signatureAlt: string;
}

const EN: EmailTexts = {
  invite: {
    subject: 'Your fulfilment back-office account',
    intro: 'An account has been created for you in the fulfilment back-office.',
    action: 'Set your password',
    outro: 'The link works once and expires in 7 days.',
  },
  reset: {
    subject: 'Set a new password',
    intro: 'Someone (hopefully you) asked to set a new password for your fulfilment back-office account.',
    action: 'Set a new password',
    outro: 'The link works once. If you did not ask for it, ignore this e-mail.',
  },
  po: {
    subject: (n) => `Purchase order ${n}`,
    title: (n) => `PO Number: ${n}`,
    order: (n) => `Order: ${n}`,
    headers: ['Supplier SKU', 'Supplier Product Name', 'Units'],
  },
  puo: {
    subject: (n) => `Pickup order ${n}`,
    title: (n) => `Pickup Order Number: ${n}`,
    pickUpAt: (from) => `Pick up at (${from}): `,
    deliverTo: (sentTo, name) => `Deliver to (${sentTo}): ${name}`,
    order: (n) => `Order: ${n}`,
    headers: ['Internal SKU', 'Supplier SKU', 'Product', 'Units', 'Weight (kg)'],
  },
  supplierReturn: {
    subject: (r, o) => `Return ${r} of order ${o}`,
    intro: (o) => `The customer of order ${o} is sending back these products, which you shipped:`,
    reason: (reason) => `Reason: ${reason}`,
    outro: 'Please mark the return received in your portal once it arrives.',
    headers: ['Supplier SKU', 'Supplier Product Name', 'Units'],
  },
  places: { Warehouse: 'Warehouse', Customer: 'Customer', Supplier: 'Supplier' },
  signatureAlt: 'Signature',
};

const DE: EmailTexts = {
  invite: {
    subject: 'Ihr Konto im Fulfilment-Backoffice',
    intro: 'Für Sie wurde ein Konto im Fulfilment-Backoffice angelegt.',
    action: 'Passwort festlegen',
    outro: 'Der Link funktioniert einmal und läuft in 7 Tagen ab.',
  },
  reset: {
    subject: 'Neues Passwort festlegen',
    intro:
      'Jemand (hoffentlich Sie) hat darum gebeten, ein neues Passwort für Ihr Konto im Fulfilment-Backoffice festzulegen.',
    action: 'Neues Passwort festlegen',
    outro: 'Der Link funktioniert einmal. Wenn Sie nicht darum gebeten haben, ignorieren Sie diese E-Mail.',
  },
  po: {
    subject: (n) => `Bestellung ${n}`,
    title: (n) => `Bestellnummer: ${n}`,
    order: (n) => `Auftrag: ${n}`,
    headers: ['Lieferanten-SKU', 'Produktname des Lieferanten', 'Einheiten'],
  },
  puo: {
    subject: (n) => `Abholauftrag ${n}`,
    title: (n) => `Abholauftragsnummer: ${n}`,
    pickUpAt: (from) => `Abholen bei (${from}): `,
    deliverTo: (sentTo, name) => `Liefern an (${sentTo}): ${name}`,
    order: (n) => `Auftrag: ${n}`,
    headers: ['Interne SKU', 'Lieferanten-SKU', 'Produkt', 'Einheiten', 'Gewicht (kg)'],
  },
  supplierReturn: {
    subject: (r, o) => `Retoure ${r} zu Auftrag ${o}`,
    intro: (o) => `Der Kunde von Auftrag ${o} schickt diese Produkte zurück, die Sie versandt haben:`,
    reason: (reason) => `Grund: ${reason}`,
    outro: 'Bitte markieren Sie die Retoure in Ihrem Portal als erhalten, sobald sie ankommt.',
    headers: ['Lieferanten-SKU', 'Produktname des Lieferanten', 'Einheiten'],
  },
  places: { Warehouse: 'Lager', Customer: 'Kunde', Supplier: 'Lieferant' },
  signatureAlt: 'Unterschrift',
};

const TEXTS: Record<Language, EmailTexts> = { en: EN, de: DE };

/** The e-mail words of a language; anything else (none chosen, unknown) is English. */
export function emailTexts(language: unknown): EmailTexts {
  return TEXTS[isLanguage(language) ? language : 'en'];
}

/** A stored place ('Warehouse', 'Customer', 'Supplier') in the e-mail's language. */
export const placeText = (texts: EmailTexts, place: string) => texts.places[place] ?? place;
