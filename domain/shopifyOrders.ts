import { isValid, parse } from 'date-fns';
import type { NamedShopAddress } from './address';
import { formatLimit, isLineQuantity, LIMITS } from './limits';
import type { OrderStatus } from './orderStatus';
import { say, type AnswerKey, type AnswerValues, type Said } from './texts/answers';

/**
 * Shopify's orders export (shared/formats/shopify-orders-export.md) as orders to import:
 * one row per line item, grouped by `Name`; the first row of an order carries its fields.
 * Columns are read by header name, so a re-ordered or older (75-column) export reads the same.
 */
export type ExportRow = Record<string, unknown>;

export interface ImportedLine {
  /** Unique within the order: position and SKU (the export has no line item id). */
  lineKey: string;
  position: number;
  sku: string | null;
  name: string;
  quantity: number;
  /** The export row it came from, 1-based, for the report (0 for the shop's API). */
  row: number;
  /** The shop's line item id, when the order came from the shop's API. */
  shopLineItemId?: string;
}

/** The shipping address and the recipient's name are the shop's (NamedShopAddress). */
export interface ImportedOrder extends NamedShopAddress {
  /** The shop's order id, or the order number when the export has no Id. */
  shopOrderId: string;
  orderNumber: string;
  orderCreatedAt: Date;
  /** The shop's customer id: the Admin API gives it; the CSV export has no such column (unset). */
  customerShopId?: string | null;
  email: string | null;
  phone: string | null;
  shippingMethod: string | null;
  notes: string | null;
  /** Cancelled or refunded in the shop: imported with every line Refund, never routed.
   * Fulfilled in the shop: every line Shipped, never routed. Otherwise Pending. */
  initialStatus: OrderStatus;
  /** Cancelled in the shop (the shop's API only): an order already here is refunded (issue 30 item 2). */
  cancelled?: boolean;
  /** When the shop last changed it (the shop's API only): an older reading changes nothing. */
  shopUpdatedAt?: Date | null;
  lines: ImportedLine[];
}

/** What an order's search reads (orders.search_text): number, customer, city, zip and SKUs, lower-cased. */
export function orderSearchText(
  order: Pick<ImportedOrder, 'orderNumber' | 'firstName' | 'lastName' | 'email' | 'city' | 'zip'>,
  skus: readonly (string | null)[],
): string {
  return [order.orderNumber, order.firstName, order.lastName, order.email, order.city, order.zip, ...skus]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/**
 * The shop order id of a demo order (server/demo): `demo:` and the export's Id. No shop gives
 * such an id, so a demo order never meets a real order of the shop (the intake would take one
 * for the other) and nothing of it is ever written to a shop (domain/shopFulfilment.ts).
 */
export const DEMO_ORDER_ID_PREFIX = 'demo:';
export const isDemoShopOrderId = (id: string | null) => !!id?.startsWith(DEMO_ORDER_ID_PREFIX);

/** A row the import refuses: its line, the field at fault and why (with its catalogue key when said by one). */
export interface RowError {
  row: number;
  field: string;
  message: string;
  key?: AnswerKey;
  values?: AnswerValues;
}

/**
 * The catalogue keys of an import's row errors, once per message: `{ message, key, values? }`
 * beside the documented `errors` (whose rows stay `{ row, field, message }`).
 */
export function rowErrorKeys(errors: readonly RowError[]) {
  const keyed = new Map<string, { message: string; key: AnswerKey; values?: AnswerValues }>();
  for (const { message, key, values } of errors)
    if (key && !keyed.has(message)) keyed.set(message, { message, key, ...(values ? { values } : {}) });
  return [...keyed.values()];
}

/** A row error said by a catalogue key: its English as `message`, its key and values beside. */
const rowError = (row: number, field: string, said: Said): RowError => ({
  row,
  field,
  message: said.msg,
  key: said.key,
  ...(said.values ? { values: said.values } : {}),
});

const text = (row: ExportRow, column: string): string | null => {
  const value = row[column];
  if (value === undefined || value === null) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
};

/** Spreadsheets keep leading zeros with an apostrophe ('75008): strip it. */
export const cleanZip = (zip: string | null) => (zip ? zip.replace(/^'+/, '').trim() || null : null);

const SHOPIFY_CREATED_AT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/;

/**
 * Shopify's own layout ('2025-12-07 19:08:24 +0000') read without date-fns, whose parse reads its
 * format anew at each call (about 60 µs, half a second for a file of 10,000 orders). Undefined for
 * anything else, a date that does not exist included, which date-fns then reads as before.
 */
function shopifyCreatedAt(value: string): Date | undefined {
  const match = SHOPIFY_CREATED_AT.exec(value);
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds, , offsetHours, offsetMinutes] = match
    .slice(1)
    .map(Number);
  const wall = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  const exists =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCDate() === day &&
    wall.getUTCHours() === hours &&
    wall.getUTCMinutes() === minutes &&
    wall.getUTCSeconds() === seconds;
  if (!exists) return undefined;
  const offsetMs = (match[7] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  return new Date(wall.getTime() - offsetMs);
}

/** '2025-12-07 19:08:24 +0000' (also ISO, or a spreadsheet's '2025-12-07 19:08'). */
export function parseCreatedAt(value: string): Date | null {
  const shopify = shopifyCreatedAt(value);
  if (shopify) return shopify;
  for (const format of ['yyyy-MM-dd HH:mm:ss xx', 'yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd HH:mm', 'yyyy-MM-dd']) {
    const date = parse(value, format, new Date(0));
    if (isValid(date))
      return format.endsWith('xx')
        ? date
        : new Date(
            Date.UTC(
              date.getFullYear(),
              date.getMonth(),
              date.getDate(),
              date.getHours(),
              date.getMinutes(),
              date.getSeconds(),
            ),
          );
  }
  const iso = new Date(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && isValid(iso) ? iso : null;
}

function splitName(full: string | null): { firstName: string | null; lastName: string | null } {
  if (!full) return { firstName: null, lastName: null };
  const [first, ...rest] = full.split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') || null };
}

/** Characters as a person counts them: an emoji is one, not two UTF-16 units. */
const characters = (value: string) => [...value].length;

export const nameTooLongMessage = (column: string) =>
  say('nameTooLong', { column, max: LIMITS.nameCharacters });

/** The recipient's name column the import reads (Shipping Name, else Billing Name), and its name. */
function recipientName(first: ExportRow): { column: string; name: string | null } {
  const shipping = text(first, 'Shipping Name');
  return shipping
    ? { column: 'Shipping Name', name: shipping }
    : { column: 'Billing Name', name: text(first, 'Billing Name') };
}

/** A name whose first or last part is longer than the shop's name fields take. */
const nameTooLong = (full: string | null) => {
  const { firstName, lastName } = splitName(full);
  return [firstName, lastName].some((part) => !!part && characters(part) > LIMITS.nameCharacters);
};

/**
 * The status an order of the shop is imported with (ImportedOrder.initialStatus), from the shop's
 * statuses as the export, the Admin API and the webhooks give them (any case): cancelled,
 * refunded or voided → Refund; fulfilled → Shipped; else Pending.
 */
export function shopInitialStatus(shop: {
  cancelled: boolean;
  financialStatus: string | null | undefined;
  fulfillmentStatus: string | null | undefined;
}): OrderStatus {
  const financial = shop.financialStatus?.toLowerCase();
  if (shop.cancelled || financial === 'refunded' || financial === 'voided') return 'Refund';
  if (shop.fulfillmentStatus?.toLowerCase() === 'fulfilled') return 'Shipped';
  return 'Pending';
}

const initialStatus = (first: ExportRow): OrderStatus =>
  shopInitialStatus({
    cancelled: !!text(first, 'Cancelled at'),
    financialStatus: text(first, 'Financial Status'),
    fulfillmentStatus: text(first, 'Fulfillment Status'),
  });

/** Distinct values of the second column: the dialog's "Import approximately N orders". */
export function approximateOrderCount(rows: readonly unknown[][]): number {
  return new Set(
    rows.map((r) => r[1]).filter((v) => v !== undefined && v !== null && String(v).trim() !== ''),
  ).size;
}

export const MAX_IMPORT_ROWS = 20_000;

/** A line's quantity out of bounds: the import's and the shop API's row error. */
export const lineQuantityRefusal = () => say('lineQuantityRange', { max: formatLimit(LIMITS.units) });

/**
 * The shop's API sends typed orders, but a line's quantity still has to fit our bounds: the
 * lines an order cannot be taken with, each with its field, as the CSV import reports them.
 */
export function orderProblems(order: ImportedOrder): RowError[] {
  return order.lines
    .filter((line) => !isLineQuantity(line.quantity))
    .map((line) => rowError(line.row, 'Lineitem quantity', lineQuantityRefusal()));
}

/**
 * Columns only an order's first row fills in (its Id and shipping address; the later rows leave
 * them blank): a later row of the same order carrying them starts a second copy of the order,
 * e.g. its rows pasted twice into the file.
 */
const OPENING_COLUMNS = ['Id', 'Shipping Address1', 'Shipping Street'] as const;
const opensOrder = (row: ExportRow) => OPENING_COLUMNS.some((column) => text(row, column) !== null);

const sameLine = (a: ExportRow, b: ExportRow) =>
  text(a, 'Lineitem sku') === text(b, 'Lineitem sku') &&
  text(a, 'Lineitem name') === text(b, 'Lineitem name');

export const secondCopyMessage = (orderNumber: string) => say('orderTwiceInFile', { order: orderNumber });

/**
 * The rows of one order number: its own, up to the row that opens a second copy of it, and the
 * rest (each copy again), which would otherwise be added as more lines.
 */
function splitCopies<T extends { row: ExportRow }>(rows: readonly T[]): { own: T[]; copies: T[] } {
  // A file that fills the order's columns on every row (some tools re-save it so) opens each
  // line: a copy is told by opening again with the order's first line again.
  const first = rows[0].row;
  const again = opensOrder(first)
    ? rows.findIndex((r, i) => i > 0 && opensOrder(r.row) && sameLine(r.row, first))
    : -1;
  return again < 0
    ? { own: [...rows], copies: [] }
    : { own: rows.slice(0, again), copies: rows.slice(again) };
}

/** The columns the import reads every order by; a line needs `Lineitem name` or `Lineitem sku`. */
export const REQUIRED_EXPORT_COLUMNS = ['Name', 'Created at', 'Lineitem quantity'] as const;
export const LINE_COLUMNS = ['Lineitem name', 'Lineitem sku'] as const;

/**
 * The columns a file lacks to be the shop's orders export (none: it is one). Rows are keyed by
 * the file's header, so a file whose header has none of them is another kind of file, better
 * said once than as "order number missing" on every row.
 */
export function missingExportColumns(rows: readonly ExportRow[]): string[] {
  const header = new Set<string>();
  for (const row of rows) for (const key in row) header.add(key.trim());
  const missing: string[] = REQUIRED_EXPORT_COLUMNS.filter((column) => !header.has(column));
  if (!LINE_COLUMNS.some((column) => header.has(column))) missing.push(...LINE_COLUMNS);
  return missing;
}

/**
 * Groups the rows into orders; a bad row is reported and its order is left out whole (named in
 * `leftOut`, in file order). A second copy of an order already read in the file is reported row
 * by row, and nothing of it is added (the order itself is taken from its first copy).
 */
export function ordersFromExport(rows: readonly ExportRow[]): {
  orders: ImportedOrder[];
  errors: RowError[];
  leftOut: string[];
} {
  const errors: RowError[] = [];
  const leftOut: string[] = [];
  const groups = new Map<
    string,
    { first: ExportRow; firstRow: number; rows: { row: ExportRow; n: number }[] }
  >();
  rows.forEach((row, index) => {
    const n = index + 1;
    const name = text(row, 'Name');
    if (!name) {
      // A blank line or a stray row: nothing to attach it to.
      if (Object.values(row).some((v) => v !== null && v !== undefined && String(v).trim() !== '')) {
        errors.push(rowError(n, 'Name', say('orderNumberMissing')));
      }
      return;
    }
    const group = groups.get(name) ?? { first: row, firstRow: n, rows: [] };
    group.rows.push({ row, n });
    groups.set(name, group);
  });

  const orders: ImportedOrder[] = [];
  for (const [orderNumber, group] of groups) {
    const first = group.first;
    const { own, copies } = splitCopies(group.rows);
    for (const { n } of copies) errors.push(rowError(n, 'Name', secondCopyMessage(orderNumber)));
    const orderErrors: RowError[] = [];
    const createdText = text(first, 'Created at');
    const createdAt = createdText ? parseCreatedAt(createdText) : null;
    if (!createdAt) {
      orderErrors.push(
        rowError(
          group.firstRow,
          'Created at',
          createdText ? say('notADate', { text: createdText }) : say('createdAtMissing'),
        ),
      );
    }
    const lines: ImportedLine[] = [];
    own.forEach(({ row, n }, i) => {
      const quantityText = text(row, 'Lineitem quantity');
      const quantity = Number(quantityText);
      const name = text(row, 'Lineitem name');
      const sku = text(row, 'Lineitem sku');
      if (!quantityText || !isLineQuantity(quantity)) {
        orderErrors.push(rowError(n, 'Lineitem quantity', lineQuantityRefusal()));
      }
      if (!name && !sku) orderErrors.push(rowError(n, 'Lineitem name', say('lineUnnamed')));
      lines.push({
        lineKey: `${i + 1}:${sku ?? ''}`,
        position: i + 1,
        sku,
        name: name ?? sku ?? '',
        quantity,
        row: n,
      });
    });
    const recipient = recipientName(first);
    if (nameTooLong(recipient.name))
      orderErrors.push(rowError(group.firstRow, recipient.column, nameTooLongMessage(recipient.column)));
    if (orderErrors.length) {
      errors.push(...orderErrors);
      leftOut.push(orderNumber);
      continue;
    }
    orders.push({
      shopOrderId: text(first, 'Id') ?? `name:${orderNumber}`,
      orderNumber,
      orderCreatedAt: createdAt!,
      email: text(first, 'Email'),
      ...splitName(recipient.name),
      phone: text(first, 'Shipping Phone') ?? text(first, 'Phone') ?? text(first, 'Billing Phone'),
      address1: text(first, 'Shipping Address1') ?? text(first, 'Shipping Street'),
      address2: text(first, 'Shipping Address2'),
      city: text(first, 'Shipping City'),
      zip: cleanZip(text(first, 'Shipping Zip')),
      province: text(first, 'Shipping Province Name') ?? text(first, 'Shipping Province'),
      country: text(first, 'Shipping Country'),
      shippingMethod: text(first, 'Shipping Method'),
      notes: text(first, 'Notes'),
      initialStatus: initialStatus(first),
      lines,
    });
  }
  return { orders, errors, leftOut };
}

/** One POST /import-orders call: its rows and the file row of rows[0] (1 = first data row). */
export interface ImportChunk<Row> {
  rows: Row[];
  firstRow: number;
}

/**
 * Splits the file's rows into calls of at most maxRows rows, cutting only where `Name`
 * changes: the server groups an order's rows within one call, so an order split between two
 * calls would be imported as two halves. A single order longer than maxRows gets a call of
 * its own rather than being cut.
 */
export function importChunks<Row extends ExportRow>(
  rows: readonly Row[],
  maxRows = 5000,
): ImportChunk<Row>[] {
  if (!(maxRows >= 1)) throw new RangeError(`maxRows must be at least 1, got ${maxRows}`);
  const chunks: ImportChunk<Row>[] = [];
  const cut = (from: number, to: number) => chunks.push({ rows: rows.slice(from, to), firstRow: from + 1 });
  let partStart = 0;
  let orderStart = 0;
  for (let i = 1; i <= rows.length; i++) {
    if (i < rows.length && text(rows[i], 'Name') === text(rows[i - 1], 'Name')) continue;
    // The order [orderStart, i) is complete: if it overfills the part, it starts the next one.
    if (i - partStart > maxRows && orderStart > partStart) {
      cut(partStart, orderStart);
      partStart = orderStart;
    }
    orderStart = i;
  }
  if (rows.length > partStart) cut(partStart, rows.length);
  return chunks;
}

/**
 * The line of a data row in the file, as a spreadsheet numbers it: the header is line 1, so
 * the first data row (dataRow 1) is line 2. Import reports name rows by this line.
 */
export const fileLine = (dataRow: number): number => dataRow + 1;

/** What an order import did, with the rows it refused (one row may carry several errors). */
export interface OrderImportCounts {
  imported: number;
  unchanged: number;
  problematic: number;
  errors: readonly { row: number }[];
}

/** The figures of an import's summary: rows with errors are rows, however many errors each has. */
export function importSummary(report: OrderImportCounts) {
  return {
    imported: report.imported,
    unchanged: report.unchanged,
    problematic: report.problematic,
    rowsWithErrors: new Set(report.errors.map((e) => e.row)).size,
  };
}

/**
 * The units of a Shopify line item the customer still orders: `currentQuantity` (GraphQL) or
 * `current_quantity` (REST), the quantity less what an order edit removed. Shopify keeps a removed
 * item in the order with its original `quantity`, so reading that would never follow an edit. An
 * answer without it (an older API version) reads the quantity.
 */
export const unitsOrderedNow = (quantity: number, current?: number | null): number => current ?? quantity;

/**
 * An order's lines without the items an edit removed (no units now): those are not ordered. An
 * order with no units left on any line is kept as the shop reads it, so that the intake refuses
 * it as it refuses any line without units, rather than taking an order of nothing.
 */
export function linesOrderedNow<L extends { quantity: number }>(lines: L[]): L[] {
  const ordered = lines.filter((line) => line.quantity > 0);
  return ordered.length > 0 ? ordered : lines;
}
