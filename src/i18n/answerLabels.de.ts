import type { AnswerValues, LabelKind } from '../../domain/texts/answers';
import { germanAnswer, instantLabel } from '../../domain/texts/answers';
import { andList, holdsOfValues, type HoldKind } from '../../domain/deletionHolds';
import { germanEntityNames } from '../entities/messages.de';
import { DECLARED_ENTITIES } from '../entities/declared';
import type { MessageTree } from './mergeMessages';

/**
 * The labels among an answer's values in German, by the list each is a value of (the catalogue's
 * `labels`, domain/texts/catalogue.ts): a status by its stored value, an entity by its
 * declaration, what holds a record by the counts the answer carries. Not by reading English.
 */

/** Where the screens keep a status's words, the first that has the value. */
const STATUS_TEXTS: readonly ((status: string) => string)[] = [
  (s) => `app.orders.status.${s}`,
  (s) => `app.warehouse_orders.status.${s}`,
  (s) => `app.pickup_orders.status_options.${s}`,
  (s) => `app.supplier_orders.tags.${s.toLowerCase()}`,
];

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

const textAt = (tree: MessageTree, path: string): string | undefined => {
  let at: MessageTree | string | undefined = tree;
  for (const part of path.split('.')) at = typeof at === 'object' ? at[part] : undefined;
  return typeof at === 'string' ? at : undefined;
};

/** "3 Produkte und 2 offene Lieferantenbestellpositionen (PO-001000)" from a refusal's values. */
export function holdsInGerman(values: AnswerValues): string | undefined {
  const holds = holdsOfValues(values);
  const parts = holds.map(({ kind, count, refs }) => {
    const nouns =
      (HOLD_NOUNS_DE as Record<string, readonly [string, string]>)[kind] ?? germanEntityNames(kind);
    if (!nouns) return undefined;
    return `${count} ${count === 1 ? nouns[0] : nouns[1]}${refs ? ` (${refs})` : ''}`;
  });
  return holds.length && parts.every(Boolean) ? andList(parts as string[], 'und') : undefined;
}

/**
 * The German of a label among an answer's values, by its kind; `fallback` (the screens' label of
 * that English word) for a field's label, and the value itself when nothing knows it.
 */
export function germanLabels(german: MessageTree, fallback: (value: string) => string) {
  const label = (value: string, kind: LabelKind, values: AnswerValues, name: string): string => {
    switch (kind) {
      case 'status':
        return STATUS_TEXTS.map((text) => textAt(german, text(value))).find(Boolean) ?? value;
      case 'entity': {
        const entity = DECLARED_ENTITIES.find((e) => e.singular === value);
        return (entity && germanEntityNames(entity.name)?.[0]) ?? fallback(value);
      }
      case 'utcDate':
      case 'utcTime':
        return instantLabel(kind, value, 'de') ?? value;
      case 'holds':
        return holdsInGerman(values) ?? value;
      case 'answer': {
        // The answer named by `<name>Key`, its values among this answer's.
        const key = values[`${name}Key`];
        return (key !== undefined && germanAnswer(String(key), values, label)) || value;
      }
      default:
        return fallback(value);
    }
  };
  return label;
}
