import { liveLine } from '../../db/liveLine';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { orderLines, orders, warehouses, products } from '../../db/schema';
import { statusPlace } from '../../db/schema/orders';
import { listPage, listWhere, readListQuery, type ListSpec } from '../listQuery';
import type { ORDER_SORTS, SortKey } from '../../../domain/listSorts';
import { ordersCsv } from './ordersCsv';
import {
  ORDER_TAGS,
  assertManualStatusChange,
  tagStatus,
  type OrderStatus,
  type OrderTag,
} from '../../../domain/orderStatus';
import { consolidationName } from '../../../domain/consolidation';
import { consolidateOrder } from '../../flows/consolidate';
import { canChooseWarehouse, unknownSkus } from '../../../domain/orderLines';
import {
  fileLine,
  importSummary,
  LINE_COLUMNS,
  missingExportColumns,
  ordersFromExport,
  REQUIRED_EXPORT_COLUMNS,
  type ExportRow,
  type RowError,
  rowErrorKeys,
} from '../../../domain/shopifyOrders';
import { skuKey } from '../../../domain/sku';
import { say } from '../../../domain/texts/answers';
import { badRequest, conflict, conflictOnRefusal, invalidField, notFound, refused } from '../../http/errors';
import type { SignedInUser } from '../auth';
import { orderTimeline, recordEvents } from '../timeline/events';
import { ordersOfShop, type OrdersShop } from '../../db/ordersOfShop';
import { ImportStopped, importStoppedAnswer, intakeOrdersInChunks } from './intake';
import { shopShown, type ShopNaming } from '../orderRecords/shopShown';
import { NEWEST_FIRST, newestOrders, orderRecord, orderRecords } from '../orderRecords/records';
import { assignAndSource } from '../../flows/steps/routeOrders';
import { routingInputsChanged } from './routingInputs';
import type { SendClock } from '../scheduledOrders/sendOnce';
import { refundLine } from '../../flows/refundLine';
import { ordersRefunded } from '../../flows/refundOrders';
import { assertConsolidateScreenStatus } from '../../../domain/readiness';
import { CHOOSE_ACTIVE_WAREHOUSE, isActive } from '../../../domain/activation';
import { warehouseOrderStatus, lockWarehouseOrder } from '../../flows/warehouseOrderStatus';
import {
  applyToEach,
  CHUNK_MS,
  rowStepOf,
  type BatchLog,
  type ChunkStep,
  type RowStepResult,
} from '../batch';
import { orderLabels } from '../batchLabels';
import { alreadyDone, unchangedReason } from '../../../domain/batch';

const orderTags = Object.fromEntries(
  ORDER_TAGS.map((tag) => [tag, eq(orders.status, tagStatus(tag as OrderTag))]),
) as Record<OrderTag, ReturnType<typeof eq>>;

/** The order lists' sortable columns (domain/listSorts.ts); indexed, as the lists hold every order. */
export const orderSorts = {
  order_created_at: orders.orderCreatedAt,
  order_number: orders.orderNumber,
  'shipping_address.city': sql`lower(${orders.shippingCity})`,
  status: statusPlace(orders.status),
} satisfies Record<SortKey<typeof ORDER_SORTS>, unknown>;

export const masterDashboardList: ListSpec<OrderTag> = {
  table: orders,
  searchColumn: orders.searchText,
  tags: orderTags,
  sorts: orderSorts,
  order: NEWEST_FIRST,
};

/**
 * Orders with products to buy (a live bought line, kept on the order by migration 0034's
 * trigger): the Consolidate/Unconsolidate screen, read from orders_consolidate_idx.
 */
export const consolidationList: ListSpec<OrderTag> = {
  ...masterDashboardList,
  always: sql`${orders.hasBoughtLines}`,
};

/** The order side up to purchasing (DESIGN.md section 4 steps 1 to 4). Each call is one transaction. */
export class OrdersService {
  constructor(
    private readonly db: Database,
    private readonly clock: SendClock = { now: () => new Date(), timeZone: 'UTC' },
    /** More than one shop is configured: an order says which it came from beside its number. */
    private readonly shopNaming: ShopNaming = false,
    /**
     * The shop a file's orders are (Shopify's export: the shop owning orders that name none). Named
     * on them so that the unique (shop, shop order id) holds between a file import and that shop's
     * sync running at once; null while no shop is configured.
     */
    private readonly fileShop: OrdersShop | null = null,
    /** The configured shops, for the Master Dashboard's shop filter (several shops only). */
    private readonly shops: readonly OrdersShop[] = [],
    /** The time a chunk of a file import aims at on this database (intake.ts importChunkMs). */
    private readonly importChunkMs = CHUNK_MS,
  ) {}

  /**
   * The Master Dashboard's `shop` filter: that shop's orders (ordersOfShop, so the orders naming
   * none are the owning shop's); none given, every shop's. A shop not configured is a 400.
   */
  private shopFilter(raw: Record<string, unknown>): SQL | undefined {
    if (raw.shop === undefined || raw.shop === '') return undefined;
    const shop = this.shops.find((s) => s.shop === raw.shop);
    if (!shop) throw invalidField('shop', say('shopNotConfigured'));
    return ordersOfShop(shop);
  }

  private async page(spec: ListSpec<OrderTag>, raw: Record<string, unknown>, extra?: SQL) {
    const { rows, count } = await listPage(
      this.db,
      spec,
      raw,
      (where, limit, skip, sorted, direction) => newestOrders(this.db, where, limit, skip, sorted, direction),
      extra,
    );
    return { doc: (await orderRecords(this.db, rows)).map((r) => shopShown(r, this.shopNaming)), count };
  }

  masterDashboard(raw: Record<string, unknown>) {
    return this.page(masterDashboardList, raw, this.shopFilter(raw));
  }

  consolidation(raw: Record<string, unknown>) {
    return this.page(consolidationList, raw);
  }

  /**
   * Every order the list's search and tag select, one CSV row per product line, newest first,
   * read a batch of orders at a time as the file is sent (sendCsv).
   */
  exportCsv(spec: ListSpec<OrderTag>, raw: Record<string, unknown>) {
    return ordersCsv(
      this.db,
      listWhere(
        spec,
        readListQuery(spec, { ...raw, limit: undefined, offset: undefined }),
        spec === masterDashboardList ? this.shopFilter(raw) : undefined,
      ),
      this.shopNaming,
    );
  }

  /** Exactly the selected orders, as the list's export writes them (same columns, newest first). */
  exportSelectionCsv(ids: readonly string[]) {
    return ordersCsv(this.db, inArray(orders.id, [...ids]), this.shopNaming);
  }

  async get(id: string) {
    const record = await orderRecord(this.db, id);
    if (!record) throw notFound('Order not found');
    return shopShown(record, this.shopNaming);
  }

  async events(orderId: string) {
    await this.get(orderId);
    return orderTimeline(this.db, orderId);
  }

  /** POST /import-orders: rows keyed by header names; a per-row report of what was refused. */
  async importRows(rows: ExportRow[], firstRow: number, user: SignedInUser) {
    const missing = rows.length ? missingExportColumns(rows) : [];
    if (missing.length)
      throw badRequest(
        say('notShopifyExport', {
          required: REQUIRED_EXPORT_COLUMNS.join(', '),
          lineColumn: LINE_COLUMNS[0],
          otherLineColumn: LINE_COLUMNS[1],
          missing: missing.join(', '),
        }),
        missing.map((column) => ({ field: column, message: say('columnMissing', { column }).msg })),
      );
    const { orders: parsed, errors, leftOut } = ordersFromExport(rows);
    // firstRow is the data row of rows[0]; the report names each row by its line in the file.
    const fileRow = (dataRow: number) => fileLine(dataRow + firstRow - 1);
    const result = await intakeOrdersInChunks(
      this.db,
      parsed,
      {
        source: 'import',
        userId: user.id,
        shop: this.fileShop,
      },
      this.importChunkMs,
    ).catch((error: unknown) => {
      throw error instanceof ImportStopped ? importStoppedAnswer(error, fileRow) : error;
    });
    const report: RowError[] = errors.map((e) => ({ ...e, row: fileRow(e.row) }));
    const summary = importSummary({ ...result, errors: report });
    const parts = [`Imported ${summary.imported} orders`];
    if (summary.unchanged) parts.push(`${summary.unchanged} already imported`);
    if (summary.problematic) parts.push(`${summary.problematic} problematic`);
    if (summary.rowsWithErrors)
      parts.push(`${summary.rowsWithErrors} ${summary.rowsWithErrors === 1 ? 'row' : 'rows'} with errors`);
    return {
      msg: parts.join(', '),
      imported: result.imported,
      unchanged: result.unchanged,
      problematic: result.problematic,
      // Each row as documented ({ row, field, message }); the keys of their messages beside.
      errors: report.map(({ row, field, message }) => ({ row, field, message })),
      errorKeys: rowErrorKeys(report),
      // The orders a row error left out whole, by number: the rest of each went in with them.
      leftOut,
    };
  }

  private async lockOrder(tx: Tx, orderId: string) {
    // NO KEY UPDATE: a PO being sent may still add timeline events of this order meanwhile.
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
    if (!order) throw notFound('Order not found');
    return order;
  }

  private async linesOf(tx: Tx, orderId: string) {
    return tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position));
  }

  /** Lines whose SKU had no product may have one now. */
  private async resolveUnknownSkus(tx: Tx, orderId: string) {
    const unknown = (await this.linesOf(tx, orderId)).filter((l) => !l.productId && l.sku);
    if (!unknown.length) return;
    const found = await tx
      .select({ id: products.id, sku: products.internalSku, supplierId: products.supplierId })
      .from(products)
      .where(
        and(
          inArray(
            products.internalSkuKey,
            unknown.map((l) => skuKey(l.sku!)),
          ),
          isNull(products.deletedAt),
          eq(products.isPack, false),
        ),
      );
    const bySku = new Map(found.map((p) => [skuKey(p.sku), p]));
    if (found.length) await routingInputsChanged(tx, { orderIds: [orderId] });
    for (const line of unknown) {
      const product = bySku.get(skuKey(line.sku!));
      if (product)
        await tx
          .update(orderLines)
          .set({ productId: product.id, supplierId: product.supplierId })
          .where(eq(orderLines.id, line.id));
    }
  }

  /** Settles a problematic order: the Admin's choice among the candidates, irreversible. */
  async assignWarehouse(orderId: string, warehouseId: string, user: SignedInUser) {
    return this.db.transaction(async (tx) => {
      const warehouse = await this.assignWarehouseInTx(tx, orderId, warehouseId, user);
      return say('orderAssignedTo', { warehouse });
    });
  }

  /** The same choice for each selected order, each in its own transaction (services/batch.ts). */
  assignWarehouseOfEach(ids: readonly string[], warehouseId: string, user: SignedInUser, log?: BatchLog) {
    return applyToEach(
      this.db,
      ids,
      async (tx, orderId) => {
        await this.assignWarehouseInTx(tx, orderId, warehouseId, user);
      },
      { log, labels: orderLabels },
    );
  }

  /**
   * One order's warehouse choice inside `tx`, under its row lock: refused once assigned (so a
   * repeated or racing choice applies once), while a SKU is unknown, or for a warehouse that is
   * not a candidate. Answers the warehouse's name.
   */
  private async assignWarehouseInTx(tx: Tx, orderId: string, warehouseId: string, user: SignedInUser) {
    const order = await this.lockOrder(tx, orderId);
    if (!order.problematic || order.assignedWarehouseId)
      throw conflict('A warehouse has already been assigned to this order');
    await this.resolveUnknownSkus(tx, orderId);
    const linked = await this.linesOf(tx, orderId);
    const unknown = unknownSkus(linked, (l) => !!l.productId);
    if (!canChooseWarehouse({ problematic: order.problematic, lines: linked }, (l) => !!l.productId))
      throw conflict(say('unknownSku', { skus: unknown.join(', ') }));
    const [warehouse] = await tx
      .select()
      .from(warehouses)
      .where(and(eq(warehouses.id, warehouseId), isNull(warehouses.deletedAt)));
    if (!isActive(warehouse)) throw invalidField('warehouseId', CHOOSE_ACTIVE_WAREHOUSE);
    if (order.warehouseList.length && !order.warehouseList.includes(warehouseId)) {
      throw invalidField('warehouseId', 'This warehouse is not one of the candidates of the order');
    }
    const lines = linked.map((l) => ({
      id: l.id,
      productId: l.productId,
      sku: l.sku,
      quantity: l.quantity,
      status: l.status,
    }));
    const events = await assignAndSource(
      tx,
      warehouseId,
      [{ id: orderId, shippingCountry: order.shippingCountry, lines }],
      user.id,
    );
    await recordEvents(tx, [
      {
        orderId,
        kind: 'warehouse-chosen',
        userId: user.id,
        detail: { warehouseId, warehouse: warehouse.name },
      },
      ...events,
    ]);
    return warehouse.name;
  }

  consolidate(orderId: string, consolidated: boolean, user: SignedInUser) {
    return this.db.transaction(async (tx) =>
      consolidateOrder.run(tx, {
        order: await this.lockOrder(tx, orderId),
        consolidated,
        user,
        clock: this.clock,
      }),
    );
  }

  /**
   * The same choice on each selected order (services/batch.ts): an order already so decided is
   * left alone (`Already consolidated`), one decided the other way is refused as the single
   * call refuses it, and an Unconsolidate a supplier does not allow is refused with the advisory.
   */
  consolidateEach(ids: readonly string[], consolidated: boolean, user: SignedInUser, log?: BatchLog) {
    return applyToEach(
      this.db,
      ids,
      async (tx, orderId) => {
        const order = await this.lockOrder(tx, orderId);
        const unchanged = unchangedReason(order.consolidated, consolidated, consolidationName(consolidated));
        if (unchanged) return { unchanged };
        const answer = await consolidateOrder.run(tx, { order, consolidated, user, clock: this.clock });
        if (answer.dropshipping === 0) throw conflict(answer.msg);
      },
      { log, labels: orderLabels },
    );
  }

  private async setField(
    orderId: string,
    user: SignedInUser,
    values: Partial<typeof orders.$inferInsert>,
    kind: 'notes' | 'invoice-number',
    msg: string,
  ) {
    return this.db.transaction(async (tx) => {
      await this.lockOrder(tx, orderId);
      await tx
        .update(orders)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
      await recordEvents(tx, [{ orderId, kind, userId: user.id, detail: values as Record<string, unknown> }]);
      return { msg };
    });
  }

  addNotes(orderId: string, notes: string, user: SignedInUser) {
    return this.setField(orderId, user, { notes }, 'notes', 'Comment saved successfully');
  }

  addInvoiceNumber(orderId: string, invoiceNumber: string, user: SignedInUser) {
    return this.setField(
      orderId,
      user,
      { invoiceNumber },
      'invoice-number',
      'Invoice number saved successfully',
    );
  }

  /** Master Dashboard "Change Status": Pending or Preparation, from Pending or Preparation. */
  changeStatus(orderId: string, status: OrderStatus, user: SignedInUser) {
    return this.db.transaction(async (tx) => {
      await rowStepOf(this.changeStatusOf(status, user))(tx, orderId);
      return say('orderStatusChanged', { status });
    });
  }

  /** The same Change Status on each selected order, answered per row (services/batch.ts: in chunks). */
  changeStatusOfEach(ids: readonly string[], status: OrderStatus, user: SignedInUser, log?: BatchLog) {
    const chunkStep = this.changeStatusOf(status, user);
    return applyToEach(this.db, ids, rowStepOf(chunkStep), { log, labels: orderLabels, chunkStep });
  }

  /**
   * Change Status of some orders inside `tx`, set-based (issue 31: a batch at the database's
   * speed; one order for the single call): every order locked and checked in one read by the rule
   * of domain/orderStatus.ts, then the orders that change and their lines not refunded set to
   * `status`, and one timeline event each, in three statements. An order already in `status` is
   * left as it is (no second event), so a repeated change, or two racing, change it once.
   */
  private changeStatusOf(status: OrderStatus, user: SignedInUser): ChunkStep {
    return async (tx, ids) => {
      const locked = await tx
        .select({ id: orders.id, status: orders.status, problematic: orders.problematic })
        .from(orders)
        .where(inArray(orders.id, [...ids]))
        .orderBy(orders.id)
        .for('no key update');
      const found = new Map(locked.map((order) => [order.id, order]));
      const answers = new Map<string, RowStepResult | Error>();
      const changing: { id: string; from: string }[] = [];
      for (const id of ids) {
        const order = found.get(id);
        if (!order) {
          answers.set(id, notFound('Order not found'));
          continue;
        }
        try {
          refused(() =>
            assertManualStatusChange(
              { status: order.status as OrderStatus, problematic: order.problematic },
              status,
            ),
          );
        } catch (error) {
          answers.set(id, error as Error);
          continue;
        }
        const unchanged = unchangedReason(order.status, status);
        if (unchanged) answers.set(id, { unchanged });
        else {
          answers.set(id, undefined);
          changing.push({ id, from: order.status });
        }
      }
      if (!changing.length) return answers;
      const changed = changing.map((order) => order.id);
      await tx
        .update(orderLines)
        .set({ status, updatedAt: new Date() })
        .where(and(inArray(orderLines.orderId, changed), liveLine(orderLines.status)));
      await tx.update(orders).set({ status, updatedAt: new Date() }).where(inArray(orders.id, changed));
      await recordEvents(
        tx,
        changing.map(({ id, from }) => ({
          orderId: id,
          kind: 'status-changed',
          userId: user.id,
          detail: { from, to: status },
        })),
      );
      return answers;
    };
  }

  /**
   * Consolidate/Unconsolidate screen "Change Status": Ready, Pending, or Shipped once tracked,
   * under the one readiness rule (domain/readiness.ts) and the same transition as Warehouse
   * Orders: Ready needs an active agent and every line at the warehouse, and joins the pickup.
   */
  changeConsolidatedStatus(orderId: string, status: OrderStatus, user: SignedInUser) {
    return this.db.transaction(async (tx) => {
      const order = await lockWarehouseOrder(tx, orderId, user, { listedOnly: false });
      refused(() => assertConsolidateScreenStatus(order.state, status));
      await warehouseOrderStatus.run(tx, { order, status: status, userId: user.id });
      return say('orderStatusChanged', { status });
    });
  }

  /** Refund of one line, irreversible; the order's status follows its lines. */
  async changeProductStatus(orderId: string, lineId: string, status: OrderStatus, user: SignedInUser) {
    if (status !== 'Refund') throw invalidField('status', 'Only Refund can be set on a product here');
    return this.db.transaction(async (tx) => {
      try {
        await refundLine.run(tx, { orderId, lineId, userId: user.id });
      } catch (error) {
        conflictOnRefusal(error);
      }
      return { msg: 'Product refunded' };
    });
  }

  /**
   * The Master Dashboard's Refund of every line of each selected order (services/batch.ts):
   * irreversible, the lines not refunded yet refunded as the single Refund does them, a chunk of
   * orders at once (flows/refundOrders.ts), all of an order or none of it. An order with none
   * left is left untouched (alreadyDone).
   */
  refundEach(ids: readonly string[], user: SignedInUser, log?: BatchLog) {
    const chunkStep = this.refundOf(user);
    return applyToEach(this.db, ids, rowStepOf(chunkStep), { log, labels: orderLabels, chunkStep });
  }

  /** The Refund of a chunk of whole orders in `tx`, each order answered as the batch answers it. */
  private refundOf(user: SignedInUser): ChunkStep {
    return async (tx, ids) => {
      const refunded = await ordersRefunded.run(tx, { orderIds: ids, userId: user.id });
      return new Map(
        ids.map((id): [string, RowStepResult | Error] => {
          const answer = refunded.get(id);
          if (answer === 'missing' || answer === undefined) return [id, notFound('Order not found')];
          return [id, answer ? undefined : { unchanged: alreadyDone('refunded') }];
        }),
      );
    };
  }
}
