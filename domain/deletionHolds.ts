import type { OrderStatus } from './orderStatus';
import { say, type AnswerKey, type AnswerValues, type Said } from './texts/answers';

/**
 * Deleting a warehouse, supplier, shipping agent or product hides it for good (it cannot be
 * reactivated, a deleted account cannot sign in). So it is refused while unfinished work
 * depends on it, naming what holds it; deactivating stays the way to stop new work.
 */

/** A line (of an order, PO or pickup order) is finished once shipped or refunded. */
export const FINISHED_LINE_STATUSES = ['Shipped', 'Refund'] as const satisfies readonly OrderStatus[];

/** What can hold a record, in the words of the refusal (singular, plural). */
export const HOLD_NOUNS = {
  products: ['product', 'products'],
  openPurchaseOrderLines: ['open purchase-order line', 'open purchase-order lines'],
  sentPurchaseOrderLines: [
    'sent purchase-order line not yet shipped',
    'sent purchase-order lines not yet shipped',
  ],
  pickupOrderLines: ['pickup-order line not yet shipped', 'pickup-order lines not yet shipped'],
  orders: ['order not yet shipped', 'orders not yet shipped'],
  orderLines: ['order line not yet shipped', 'order lines not yet shipped'],
  stockUnits: ['unit in stock', 'units in stock'],
  // What deactivating strands (issue 28 item 5): work waiting on the record right now.
  readyOrders: ['Ready order', 'Ready orders'],
  readyPurchaseOrderLines: ['Ready purchase-order line', 'Ready purchase-order lines'],
  pickupOrdersToBeSent: ['pickup order to be sent', 'pickup orders to be sent'],
} as const;
export type HoldKind = keyof typeof HOLD_NOUNS;

export interface Hold {
  /** A kind of HOLD_NOUNS, or a declared entity's name (its records referencing the record). */
  kind: HoldKind | (string & {});
  /** The words of a kind HOLD_NOUNS does not know: a declared entity's singular and plural. */
  nouns?: readonly [string, string];
  count: number;
  /** What the user can look up: PO, pickup-order or order numbers, SKUs. */
  refs: readonly string[];
}

/** The advice that ends a refusal: what to do instead of deleting. */
export const DEACTIVATE_INSTEAD = 'deactivate it to stop new work';
export const FINISH_FIRST = 'delete it once they are shipped, refunded or removed';

const SHOWN_REFS = 3;

/** A hold's words: those of its kind, else its own (a declared entity's). */
export const nounsOf = ({ kind, nouns }: Pick<Hold, 'kind' | 'nouns'>): readonly [string, string] =>
  (HOLD_NOUNS as Record<string, readonly [string, string]>)[kind] ?? nouns ?? [kind, kind];

/** The references a refusal shows of a hold: the first few, '…' for the rest. */
const shownRefs = ({ refs }: Pick<Hold, 'refs'>) =>
  refs.slice(0, SHOWN_REFS).join(', ') + (refs.length > SHOWN_REFS ? ', …' : '');

function describe(hold: Hold): string {
  const { count } = hold;
  const [one, many] = nounsOf(hold);
  const shown = shownRefs(hold);
  return `${count} ${count === 1 ? one : many}${shown ? ` (${shown})` : ''}`;
}

/** The advice's catalogue answer. */
const ADVICE_KEYS = {
  [DEACTIVATE_INSTEAD]: 'deletionHeldDeactivate',
  [FINISH_FIRST]: 'deletionHeldFinish',
} as const satisfies Record<Advice, AnswerKey>;

/**
 * The values of a refusal that name its holds one by one, so a screen words them in its own
 * language: `holdKinds` in order, then `count:<kind>` and `refs:<kind>` of each.
 */
export function holdValues(holds: readonly Hold[]): AnswerValues {
  return Object.fromEntries([
    ['holdKinds', holds.map((h) => h.kind).join(',')],
    ...holds.flatMap((h) => [
      [`count:${h.kind}`, h.count],
      [`refs:${h.kind}`, shownRefs(h)],
    ]),
  ]);
}

/** The holds named in a refusal's values (holdValues), for a screen to word them. */
export function holdsOfValues(values: AnswerValues): { kind: string; count: number; refs: string }[] {
  return String(values.holdKinds ?? '')
    .split(',')
    .filter(Boolean)
    .map((kind) => ({
      kind,
      count: Number(values[`count:${kind}`] ?? 0),
      refs: String(values[`refs:${kind}`] ?? ''),
    }));
}

/** "a, b and c", with the language's word for "and" (the German screens word holds too). */
export const andList = (parts: readonly string[], and = 'and') =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`;

/** What a refusal advises instead of deleting. */
export type Advice = typeof DEACTIVATE_INSTEAD | typeof FINISH_FIRST;

/**
 * The refusal of deleting `name` while `holds` depend on it, or null when nothing does (then
 * it may be deleted): "Northwind Textiles still has 3 products and 2 open purchase-order
 * lines (PO-001000); deactivate it to stop new work", with its catalogue key and values (the
 * holds one by one among them, for a screen to word them).
 */
export function deletionRefusal(name: string, holds: readonly Hold[], advice: Advice): Said | null {
  const held = holds.filter((h) => h.count > 0);
  if (!held.length) return null;
  return say(ADVICE_KEYS[advice], { name, holds: andList(held.map(describe)), ...holdValues(held) });
}

/** What deactivating strands: the work waiting on the record right now, before what holds it. */
export const STRANDED_KINDS = [
  'readyOrders',
  'readyPurchaseOrderLines',
  'pickupOrdersToBeSent',
] as const satisfies readonly HoldKind[];

/**
 * The open work a deactivation or deletion of a record would strand or is held by, as the
 * confirmation lists it: what is waiting on it now first, then what holds it; none counted 0.
 */
export function openWork(stranded: readonly Hold[], holds: readonly Hold[]): Hold[] {
  return [...stranded, ...holds].filter((h) => h.count > 0);
}

/** One piece of open work in words: "2 Ready orders (#1001, #1002)". */
export const describeWork = describe;
