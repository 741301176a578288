/**
 * Value lists the database checks and the request/response schemas share, so a value is spelled
 * once. Order statuses live in orderStatus.ts, roles in roles.ts; these are the remaining lists.
 */

/** A warehouse ships domestic, international, or both (spec 001 section 5). */
export const SHIPPING_TYPES = [
  'International+Domestic Shipping',
  'Domestic Shipping',
  'International Shipping',
] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];
export const DEFAULT_SHIPPING_TYPE: ShippingType = 'International+Domestic Shipping';

/** Where an order came from. */
export const ORDER_SOURCES = ['shop', 'import', 'manual'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/**
 * How an order reached the product (issue 30): a shop's webhook, the periodic sweep, the daily
 * count's fetch of a missed order, a file import, or by hand (records made outside the intake).
 */
export const ARRIVALS = ['webhook', 'sweep', 'reconciliation', 'file', 'manual'] as const;
export type Arrival = (typeof ARRIVALS)[number];

/**
 * A daily count's end (server/services/shop/reconciliation.ts): the counts agreed, the missing
 * orders were fetched and they agree now, they still disagree after the fetch, or the shop failed.
 */
export const RECONCILIATION_OUTCOMES = ['agreed', 'fetched', 'disagrees', 'failed'] as const;
export type ReconciliationOutcome = (typeof RECONCILIATION_OUTCOMES)[number];

/** How an order line is served: from the warehouse's stock or bought from its supplier. */
export const LINE_FULFILMENTS = ['stock', 'buy'] as const;

/** A PO or PUO waits to be e-mailed until its schedule time, then is sent. */
export const NOTIFICATION_STATUSES = ['to_be_sent', 'sent'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Where bought or picked-up goods go. */
export const SENT_TO = ['Warehouse', 'Customer'] as const;
export type SentTo = (typeof SENT_TO)[number];
/** The Add Product dialogs' refusal while 'Sent to' is not chosen. */
export const SENT_TO_REQUIRED = 'Choose Customer or Warehouse';

/** Where a shipping agent collects goods. */
export const PICKUP_FROM = ['Warehouse', 'Supplier'] as const;
export type PickupFrom = (typeof PICKUP_FROM)[number];

/** A stock movement adds units or removes them. */
export const STOCK_ACTIONS = ['Add', 'Remove'] as const;

/** An e-mailed link: an invitation to a new account or a password reset. */
export const PASSWORD_TOKEN_PURPOSES = ['invite', 'reset'] as const;

/** An outgoing e-mail's state in the outbox. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * A fulfilment for the shop: pending (waiting or retrying), sent (written to the shop),
 * not-sent (no shop to write to: an imported order, or no shop configured), failed (gave up).
 */
export const SHOP_FULFILMENT_STATUSES = ['pending', 'sent', 'not-sent', 'failed'] as const;
/** A shop's webhook delivery: stored, taken in by the job, or given up (its body unreadable). */
export const SHOP_WEBHOOK_STATUSES = ['pending', 'processed', 'failed'] as const;

/** A return goes back to whoever shipped its lines: a warehouse, or a supplier that dropshipped them. */
export const SHIPPER_KINDS = ['warehouse', 'supplier'] as const;
