import { PARCEL_SHIPPERS } from '../../domain/parcelScope';
import { ACTIVITY_FILTERS } from '../../domain/activity';
import { AREAS } from '../../domain/access';
import { ATTENTION_FIXES, ATTENTION_MOVES, ATTENTION_REASONS, THRESHOLD_NAMES } from '../../domain/attention';
import { FINISHED_LINE_STATUSES, STRANDED_KINDS } from '../../domain/deletionHolds';
import { LINE_COLUMNS, REQUIRED_EXPORT_COLUMNS } from '../../domain/shopifyOrders';
import { DIGEST_HEADERS, DIGEST_RECIPIENT_KINDS } from '../../domain/digest';
import { TEXT_KINDS } from '../../domain/entities/sorts';
import { SORT_ORDERS } from '../../domain/listQuery';
import {
  ATTENTION_SORTS,
  ORDER_SORTS,
  PICKUP_ORDER_SORTS,
  PURCHASE_ORDER_SORTS,
  RETURN_SORTS,
  STOCK_SORTS,
  SUPPLIER_ORDER_SORTS,
  WAREHOUSE_ORDER_SORTS,
} from '../../domain/listSorts';
import {
  MANUAL_STATUSES,
  OPEN_ORDER_STATUSES,
  ORDER_STATUSES,
  ORDER_TAGS,
  PO_STATUSES,
  PUO_ASSIGNMENT_STATUSES,
  PUO_LINE_STATUSES,
} from '../../domain/orderStatus';
import { LANGUAGES, THEMES } from '../../domain/preferences';
import { PRODUCT_CSV_COLUMNS } from '../../domain/productCsv';
import { RETURN_CONDITIONS, RETURN_STATES } from '../../domain/returns';
import { ACTIVITY_KINDS, ACTOR_KINDS } from '../../domain/activity';
import { WAREHOUSE_ORDER_STATUSES } from '../../domain/readiness';
import { ROLES } from '../../domain/roles';
import { DUE_TAGS, TO_BE_SENT_CHANGES } from '../../domain/scheduledOrders';
import { SHOP_ADDRESS_FIELDS, SHOP_CHANGE_SOURCES } from '../../domain/shopOrderChanges';
import { CRITERIA } from '../../domain/schemas/masterData';
import { WAREHOUSE_CELL_KINDS } from '../../domain/schemas/orderRecords';
import { SUPPLIER_LINE_STATUSES, SUPPLIER_LINE_TAGS, SUPPLIER_VIEW_TAGS } from '../../domain/supplierLines';
import {
  ARRIVALS,
  LINE_FULFILMENTS,
  NOTIFICATION_STATUSES,
  ORDER_SOURCES,
  OUTBOX_STATUSES,
  PASSWORD_TOKEN_PURPOSES,
  PICKUP_FROM,
  RECONCILIATION_OUTCOMES,
  SENT_TO,
  SHIPPING_TYPES,
  SHOP_FULFILMENT_STATUSES,
  SHOP_WEBHOOK_STATUSES,
  SHIPPER_KINDS,
  STOCK_ACTIONS,
} from '../../domain/values';
import { arrivalText, paymentStatusText, reconciliationOutcomeText, shippingTypeText } from './valueTextKeys';

/**
 * Where the screens find the words for a value of a domain/ value list: a value is stored and
 * sent as spelled in domain/ (English), and shown through its text here, in the reader's
 * language. valueTexts.test.tsx walks every exported list of domain/: each is here, or below
 * among the lists no screen shows as words.
 */

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const SHOWN_VALUE_LISTS: readonly { values: readonly string[]; text: (value: string) => string }[] = [
  { values: SHIPPING_TYPES, text: shippingTypeText },
  { values: PO_STATUSES, text: paymentStatusText },
  { values: ARRIVALS, text: arrivalText },
  { values: RECONCILIATION_OUTCOMES, text: reconciliationOutcomeText },
  { values: RETURN_STATES, text: (v) => `app.values.return_states.${v}` },
  { values: RETURN_CONDITIONS, text: (v) => `app.values.return_conditions.${v}` },
  { values: ACTOR_KINDS, text: (v) => `app.values.actor_kinds.${v}` },
  { values: ACTIVITY_KINDS, text: (v) => `app.values.activity_kinds.${v}` },
  { values: ACTIVITY_FILTERS, text: (v) => `app.activity.filters.${v}` },
  { values: PARCEL_SHIPPERS, text: (v) => `app.order_details.parcels.by.${v}` },
  { values: SHIPPER_KINDS, text: (v) => `app.returns.shippers.${v}` },
  { values: ORDER_STATUSES, text: (v) => `app.orders.status.${v}` },
  { values: OPEN_ORDER_STATUSES, text: (v) => `app.orders.status.${v}` },
  { values: MANUAL_STATUSES, text: (v) => `app.orders.status.${v}` },
  { values: FINISHED_LINE_STATUSES, text: (v) => `app.orders.status.${v}` },
  { values: ORDER_TAGS, text: (v) => `app.orders.tags.${v}` },
  { values: WAREHOUSE_ORDER_STATUSES, text: (v) => `app.warehouse_orders.status.${v}` },
  { values: SUPPLIER_LINE_STATUSES, text: (v) => `app.supplier_orders.tags.${v.toLowerCase()}` },
  { values: SUPPLIER_LINE_TAGS, text: (v) => `app.supplier_orders.tags.${v}` },
  { values: SUPPLIER_VIEW_TAGS, text: (v) => `app.supplier_orders.tags.${v}` },
  { values: PUO_ASSIGNMENT_STATUSES, text: (v) => `app.pickup_orders.status_options.${v}` },
  { values: PUO_LINE_STATUSES, text: (v) => `app.pickup_orders.status_options.${v}` },
  { values: ATTENTION_REASONS, text: (v) => `app.attention.reasons.${v}` },
  { values: ATTENTION_MOVES, text: (v) => `app.attention.moves.${v}` },
  { values: ATTENTION_FIXES, text: (v) => `app.attention.fixes.${v}` },
  { values: THRESHOLD_NAMES, text: (v) => `app.settings.fields.${snake(v)}` },
  { values: DIGEST_RECIPIENT_KINDS, text: (v) => `app.settings.digest.kinds.${v}` },
  { values: DUE_TAGS, text: (v) => `app.list.due.${v}` },
  { values: CRITERIA, text: (v) => `app.warehouses.criteria.${v}` },
  { values: SENT_TO, text: (v) => `app.purchase_orders.sent_to.${v}` },
  { values: PICKUP_FROM, text: (v) => `app.pickup_orders.pickup.from.${v}` },
  { values: STOCK_ACTIONS, text: (v) => `app.stock.history.${v.toLowerCase()}` },
  { values: LANGUAGES, text: (v) => `app.user_menu.languages.${v}` },
  { values: THEMES, text: (v) => `app.user_menu.${v}_theme` },
  { values: STRANDED_KINDS, text: (v) => `app.list.open_work.kinds.${v}` },
  { values: SHOP_ADDRESS_FIELDS, text: (v) => `app.order_details.timeline.shop_changes.fields.${v}` },
  { values: SHOP_CHANGE_SOURCES, text: (v) => `app.order_details.timeline.shop_changes.sources.${v}` },
  // The timeline's first line says how the order arrived (resources/orders/details/timelineSentence.ts).
  { values: ARRIVALS, text: (v) => `app.order_details.timeline.arrivals.${v}` },
];

/**
 * Lists no screen shows as words: request and storage codes (sorts, areas, kinds), CSV columns
 * kept as the files spell them, and the daily digest's headers (an e-mail to the operator).
 */
export const UNSHOWN_VALUE_LISTS: readonly (readonly string[])[] = [
  AREAS,
  ROLES,
  DIGEST_HEADERS,
  TEXT_KINDS,
  SORT_ORDERS,
  ATTENTION_SORTS,
  ORDER_SORTS,
  PICKUP_ORDER_SORTS,
  PURCHASE_ORDER_SORTS,
  STOCK_SORTS,
  SUPPLIER_ORDER_SORTS,
  WAREHOUSE_ORDER_SORTS,
  PRODUCT_CSV_COLUMNS,
  REQUIRED_EXPORT_COLUMNS,
  LINE_COLUMNS,
  TO_BE_SENT_CHANGES,
  WAREHOUSE_CELL_KINDS,
  LINE_FULFILMENTS,
  NOTIFICATION_STATUSES,
  ORDER_SOURCES,
  OUTBOX_STATUSES,
  PASSWORD_TOKEN_PURPOSES,
  SHOP_FULFILMENT_STATUSES,
  // A webhook delivery's state: kept for the job, no screen lists deliveries yet.
  SHOP_WEBHOOK_STATUSES,
  // Returns' list sorts (issue 32 item 2).
  RETURN_SORTS,
];
