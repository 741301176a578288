import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import type { MessageTree } from './mergeMessages';
import { answerTranslator, schemaTextTranslator } from './schemaTexts.de';
import { entity as pack } from '../../domain/entities/packs';
import { DEACTIVATE_INSTEAD, deletionRefusal, FINISH_FIRST } from '../../domain/deletionHolds';
import { alreadySo } from '../../domain/batch';
import { entitySaid, type EntityMessages } from '../../domain/entities/entity';
import { say, type Said } from '../../domain/texts/answers';
import { entity as product } from '../../domain/entities/products';
import { entity as shippingAgent } from '../../domain/entities/shippingAgents';
import { entity as supplier } from '../../domain/entities/suppliers';
import { entity as warehouse } from '../../domain/entities/warehouses';

/**
 * The server words its answers in English (the documented API); a German screen shows each of
 * them in German. This test reads the server's and the rules' sources for the texts they answer
 * (a msg, a refusal, an error) and fails on one the browser would leave in English.
 */

const german = schemaTextTranslator(en as MessageTree, de as MessageTree);
/** An answer's German found by the key it came with (src/i18n/keyedAnswers.ts). */
const byKey = (said: Said) => answerTranslator(en as MessageTree, de as MessageTree, () => said)(said.msg);

const STRING = "(['`])((?:\\\\.|(?!\\1)[^\\\\])*)\\1";
const ANSWERED = [
  `\\bmsg:\\s*${STRING}`,
  `\\b(?:badRequest|conflict|notFound|forbidden|unauthorized)\\(\\s*${STRING}`,
  `\\binvalidField\\(\\s*[^,()]+,\\s*${STRING}`,
  // A catalogue key (`new AppError(503, say('pdfNotDrawn', …))`) is no text: not inside a call.
  `new (?:TransitionError|AppError)\\([^'\`()]*?${STRING}`,
  `\\b[A-Z_]+_MSG\\s*=\\s*${STRING}`,
  // A sentence that says an action was done, wherever it is written.
  `${STRING.replace('((?:', '([A-Z](?:')}`,
].map((source) => new RegExp(source, 'g'));

/** A message named by its constant where it is answered: `conflict(NEEDS_TRACKING)`. */
const ANSWERED_BY_NAME = new RegExp(
  [
    '\\b(?:badRequest|conflict|notFound|forbidden|unauthorized|refuse)\\(\\s*([A-Z][A-Z0-9_]+)\\b',
    '\\binvalidField\\(\\s*[^,()]+,\\s*([A-Z][A-Z0-9_]+)\\b',
    'new (?:TransitionError|AppError)\\((?:[^,()]+,\\s*)?([A-Z][A-Z0-9_]+)\\b',
  ].join('|'),
  'g',
);
/** A message constant: `const NEEDS_TRACKING = '…'`. */
const CONSTANT = new RegExp(`\\bconst ([A-Z][A-Z0-9_]+)\\s*=\\s*${STRING.replace(/\\1/g, '\\2')}`, 'g');

const DONE = / (successfully|Successfuly|saved|sent|deleted|updated|added|removed|refunded)\.?$/;

/**
 * Texts these patterns find that no screen shows: OpenAPI tags and list msgs, machine codes,
 * startup and log lines.
 */
const NOT_SHOWN = new Set([
  '${m.list}',
  'Orders',
  'Order',
  'Order timeline',
  'Order parcels',
  'Order routing',
  'Needs attention',
  'Overview',
  'Daily digest',
  'Preferences',
  'Products of the supplier',
  'Routing preview',
  'Settings',
  'Active shipping agents',
  'Stock',
  'Products',
  'Stock history',
  'Returns',
  'Return',
  'Activity',
  'Purchase orders',
  'Warehouse orders',
  'Warehouse order',
  'Purchase orders to be sent',
  'Pickup orders to be sent',
  'Purchase order due, not sent',
  // A reason's words (domain/attention.ts REASON_WORDS): the screens show app.attention.reasons.
  'Changed in the shop after it was sent',
  'FST_FILES_LIMIT',
  'Shipped',
  'sent',
  'units',
  // The field a stopped import's answer names (its message is a catalogue answer).
  'rows',
  'The database is not migrated',
  'The database is not reachable',
  'ADMIN_PASSWORD is not acceptable: ${problem}',
  'This thing has already been sent',
]);

/** The catalogue itself is no answer: its German is proven by domain/texts/answers.test.ts. */
const CATALOGUE = join('domain', 'texts', 'catalogue.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && path !== CATALOGUE ? [path] : [];
  });
}

/** Templates whose pieces are sentences of their own: the texts they make. */
const MADE: Record<string, string[]> = {
  '${what} Please try again in ${Math.max(1, Math.ceil(ms / MINUTE))} minutes${orElse}.': [
    'Too many failed sign-ins for this account. Please try again in 3 minutes.',
    'Too many failed sign-ins from your network. Please try again in 1 minutes.',
    'Too many failed sign-ins for this account. Please try again in 9 minutes, or sign in from a browser you signed in with before.',
  ],
  'Only ${unitsText(current.totalUnits)} in stock: ${change.units} cannot be removed': [
    'Only 1 unit is in stock: 3 cannot be removed',
    'Only 2 units are in stock: 3 cannot be removed',
  ],
  "This is not a product file: the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing":
    [
      'This is not a product file: the column Internal SKU is missing',
      'This is not a product file: the columns Internal SKU, Name are missing',
    ],
  "This product is in the pack${packs.length > 1 ? 's' : ''} ${names}. Remove it from the pack first.": [
    'This product is in the pack Gift set. Remove it from the pack first.',
    'This product is in the packs Gift set, Duo. Remove it from the pack first.',
  ],
  'The shipping agent of a ${status} ${noun} cannot change any more': [
    'The shipping agent of a Ready order cannot change any more',
    'The shipping agent of a Shipped line cannot change any more',
  ],
  'This ${kind} has already been sent': [
    'This purchase order has already been sent',
    'This pickup order has already been sent',
  ],
};

/** The texts a template makes: each ${…} as a sample value, unless MADE lists them. */
const made = (text: string) => MADE[text] ?? [text.replace(/\$\{[^}]*\}/g, 'X1')];

function answeredTexts(): Map<string, string> {
  const found = new Map<string, string>();
  const files = [...sources('server'), ...sources('domain')].map((file) => ({
    file,
    text: readFileSync(file, 'utf8'),
  }));
  const constants = new Map<string, string>();
  for (const { text } of files)
    for (const match of text.matchAll(CONSTANT)) constants.set(match[1], match[3]);
  for (const { file, text } of files) {
    for (const match of text.matchAll(ANSWERED_BY_NAME)) {
      const name = match[1] ?? match[2] ?? match[3];
      const said = constants.get(name);
      if (said && !NOT_SHOWN.has(said)) found.set(said, file);
    }
    ANSWERED.forEach((pattern, i) => {
      for (const match of text.matchAll(pattern)) {
        const said = match[2];
        const isLast = i === ANSWERED.length - 1;
        if (!said || NOT_SHOWN.has(said) || (isLast && !DONE.test(said))) continue;
        found.set(said, file);
      }
    });
  }
  return found;
}

describe('the server’s texts in German', () => {
  it('finds the server’s texts (the scan reads what it should)', () => {
    const texts = answeredTexts();
    // Literal sentences only: an answer named by its catalogue key has its German there by type.
    expect(texts.size).toBeGreaterThan(50);
    expect(texts.get('Invoice number saved successfully')).toBeDefined();
    // Named by its constant where it is answered.
    expect(texts.get('Choose an activated shipping agent')).toBeDefined();
  });

  it('has a German text for every text the server answers', () => {
    const untranslated = [...answeredTexts()]
      .filter(([said]) => made(said).some((text) => !german(text)))
      .map(([said, file]) => `${said}   (${file})`);
    expect(untranslated).toEqual([]);
  });

  it('has a German text for every master-data answer, by its key when it has one', () => {
    const untranslated = [warehouse, supplier, shippingAgent, product, pack]
      .flatMap((entity) =>
        (Object.keys(entity.messages) as (keyof EntityMessages)[])
          .filter((kind) => kind !== 'list' && kind !== 'found')
          .map((kind) => entitySaid(entity, kind)),
      )
      .filter((said) => !('key' in said ? byKey(said as Said) : german(said.msg)));
    expect(untranslated).toEqual([]);
  });

  it('puts the values back in and names known values in German', () => {
    expect(byKey(say('orderStatusChanged', { status: 'Ready' }))).toBe(
      'Bestellstatus geändert auf Versandbereit',
    );
    expect(byKey(say('orderAssignedTo', { warehouse: 'Hamburg North' }))).toBe(
      'Bestellung Hamburg North zugewiesen',
    );
    expect(byKey(entitySaid(warehouse, 'deactivated') as Said)).toBe('Lager deaktiviert');
    expect(byKey(say('onlyUnitsInStock', { stock: 2, units: 3 }))).toBe(
      'Nur 2 Stück sind auf Lager: 3 können nicht entnommen werden',
    );
    expect(byKey(alreadySo('Preparation'))).toBe('Bereits In Vorbereitung: nichts zu ändern');
    expect(byKey(alreadySo('Awaiting Pickup'))).toBe('Bereits Wartet auf Abholung: nichts zu ändern');
    expect(german('Already deactivated: nothing to change')).toBe('Bereits deaktiviert: nichts zu ändern');
    expect(german('Already deleted: nothing to change')).toBe('Bereits gelöscht: nichts zu ändern');
    expect(german('Already refunded: nothing to change')).toBe('Bereits erstattet: nichts zu ändern');
    expect(german('Could not be done: please try again')).not.toBeNull();
    expect(german('A text the server never says')).toBeNull();
  });

  it('says in German what holds a record from deletion, its numbers kept, by its key', () => {
    const supplier = deletionRefusal(
      'Northwind',
      [
        { kind: 'products', count: 3, refs: [] },
        { kind: 'openPurchaseOrderLines', count: 2, refs: ['PO-001000'] },
        { kind: 'sentPurchaseOrderLines', count: 1, refs: ['PO-001001'] },
      ],
      DEACTIVATE_INSTEAD,
    )!;
    expect(supplier.key).toBe('deletionHeldDeactivate');
    expect(byKey(supplier)).toBe(
      'Northwind hat noch 3 Produkte, 2 offene Lieferantenbestellpositionen (PO-001000) und 1 noch nicht ' +
        'versandte Position einer gesendeten Lieferantenbestellung (PO-001001); deaktivieren Sie den ' +
        'Eintrag, damit keine neue Arbeit hinzukommt',
    );
    const product = deletionRefusal(
      'DS-CK-001',
      [
        { kind: 'orderLines', count: 1, refs: ['#1041'] },
        { kind: 'stockUnits', count: 12, refs: [] },
      ],
      FINISH_FIRST,
    )!;
    expect(byKey(product)).toBe(
      'DS-CK-001 hat noch 1 noch nicht versandte Bestellposition (#1041) und 12 Stück auf Lager; ' +
        'löschen Sie den Eintrag, sobald diese versandt, erstattet oder entfernt sind',
    );
  });
});
