import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  orderLines,
  orders,
  poAssignments,
  poLines,
  products,
  purchaseOrders,
  suppliers,
} from '../../db/schema';
import { ownPurchaseOrders, sentToSupplier } from './supplierView';
import { likePattern } from '../../../domain/listQuery';
import { orderStatusOf, tagStatus, type OrderStatus, type OrderTag } from '../../../domain/orderStatus';
import {
  assertAgentChange,
  assertEstimatedDateChange,
  assertParcelTracking,
  assertShippingInfo,
  assertSupplierStatus,
  maySeeSupplierLine,
  statusAfterTracking,
  SUPPLIER_LINE_TAGS,
  type SupplierLineStatus,
} from '../../../domain/supplierLines';
import { conflictOnRefusal, invalidField, notFound, refused } from '../../http/errors';
import { assertEstimatedDateFits, estimatedDateField } from '../estimatedDate';
import { applyToEach, type BatchLog, type RowStep } from '../batch';
import { supplierRowLabels } from '../batchLabels';
import { alreadySo, unchangedReason } from '../../../domain/batch';
import type { SignedInUser } from '../auth';
import { listPage, ownOrder, readListQuery, type ListSpec } from '../listQuery';
import type { SortKey, SUPPLIER_ORDER_SORTS } from '../../../domain/listSorts';
import { recordEvents, type OrderEventKind } from '../timeline/events';
import { assignmentRecord, loadAssignmentParts } from './poRecords';
import { supplierLineWithPo } from '../../flows/steps/supplierLine';
import { supplierShipsLine } from '../../flows/supplierShipsLine';
import { NO_EFFECTS, type FlowEffects } from '../../flows/flow';
import { addSupplierLineToPickupOrder } from '../../flows/joinPickupOrder';
import type { SendClock } from '../scheduledOrders/sendOnce';
import { chosenAgent, loadAgent } from '../activeAgent';
import { replacesInactiveAgent } from '../../../domain/readiness';
import { moveSupplierLineToAgent } from '../../flows/agentReplaced';
import { type Said, say } from '../../../domain/texts/answers';
import { type ShopNaming } from '../orderRecords/shopShown';

const lineHasStatus = (status: OrderStatus) =>
  sql`exists (select 1 from ${poLines} where ${poLines.poAssignmentId} = ${poAssignments.id} and ${poLines.status} = ${status})`;

/** The supplier view's sortable columns; the rows join their PO (the list's select below). */
const supplierLineSorts = {
  created_at: purchaseOrders.sentAt,
  poNumber: purchaseOrders.poNumber,
  'assigned_to.name': sql`(select lower(${suppliers.name}) from ${suppliers} where ${suppliers.id} = ${purchaseOrders.supplierId})`,
  deadline_date: sql`(select ${orders.deadlineDate} from ${orders} where ${orders.id} = ${poAssignments.orderId})`,
} satisfies Record<SortKey<typeof SUPPLIER_ORDER_SORTS>, unknown>;

export const supplierLines: ListSpec = {
  table: poAssignments,
  sorts: supplierLineSorts,
  always: sql`exists (select 1 from ${purchaseOrders} where ${purchaseOrders.id} = ${poAssignments.purchaseOrderId} and ${sentToSupplier})`,
  tags: Object.fromEntries(SUPPLIER_LINE_TAGS.map((tag) => [tag, lineHasStatus(tagStatus(tag as OrderTag))])),
};

/**
 * A supplier sees its own POs only: a PO is owned by its supplier (domain/owners.ts), the
 * supplier comes from the session. Admins see all; a Warehouse user none.
 */
function ownLines(user: SignedInUser): SQL | undefined {
  const own = ownPurchaseOrders(user);
  if (!own) return undefined;
  return sql`exists (select 1 from ${purchaseOrders} where ${purchaseOrders.id} = ${poAssignments.purchaseOrderId} and ${own})`;
}

/** Search of the supplier view: PO number, order number, supplier SKU or product name. */
function lineSearch(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const p = likePattern(term.toLowerCase());
  return sql`(exists (select 1 from ${purchaseOrders} where ${purchaseOrders.id} = ${poAssignments.purchaseOrderId} and lower(${purchaseOrders.poNumber}) like ${p})
    or exists (select 1 from ${orders} where ${orders.id} = ${poAssignments.orderId} and lower(${orders.orderNumber}) like ${p})
    or exists (select 1 from ${poLines} join ${products} on ${products.id} = ${poLines.productId}
      where ${poLines.poAssignmentId} = ${poAssignments.id}
        and (lower(coalesce(${products.supplierSku}, '')) like ${p} or lower(coalesce(${products.supplierProductName}, '')) like ${p})))`;
}

type LineRow = typeof poLines.$inferSelect;
const agentRefused = (message: string) => invalidField('shippingAgentId', message);
type ShippingInfo = { trackingId: string; agentName: string; trackingURL: string };

/**
 * The supplier view (DESIGN.md section 4 step 6; spec 000 sections 2, 4, 5 and 7): a supplier's
 * own lines of sent POs, with shipping agent, estimated shipping date, status and shipping
 * info. Another supplier's line answers 404 and changes nothing.
 */
export class SupplierOrdersService {
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    /** now, and TZ_OPERATOR for scheduling the pickup orders that Ready lines join. */
    private readonly clock: SendClock = { now: () => new Date(), timeZone: 'UTC' },
    /** Wakes what a committed flow declared (the shop write-back of a shipped line). */
    private readonly effects: FlowEffects = NO_EFFECTS,
    /** More than one shop is configured: a line's order says which it came from beside its number. */
    private readonly shopNaming: ShopNaming = false,
  ) {
    this.now = clock.now;
  }

  /** GET /get-purchase-orders: one row per assign order of a sent PO, newest PO first. */
  async list(raw: Record<string, unknown>, user: SignedInUser) {
    const query = readListQuery(supplierLines, raw);
    const extra = sql`true`;
    const where = [ownLines(user), lineSearch(query.search)].filter((w): w is SQL => !!w);
    const { rows, count } = await listPage(
      this.db,
      supplierLines,
      raw,
      (w, limit, skip, sorted, direction) =>
        this.db
          .select({
            assignment: poAssignments,
            po: purchaseOrders,
            // With the page, not in a statement of its own.
            supplierName: sql<
              string | null
            >`(select ${suppliers.name} from ${suppliers} where ${suppliers.id} = ${purchaseOrders.supplierId})`,
          })
          .from(poAssignments)
          .innerJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId))
          .where(w)
          .orderBy(
            ...sorted,
            ...ownOrder(direction, [
              [purchaseOrders.sentAt, 'desc'],
              [purchaseOrders.poNumber, 'desc'],
              [poAssignments.createdAt, 'asc'],
              [poAssignments.id, 'asc'],
            ]),
          )
          .limit(limit)
          .offset(skip),
      where.length ? and(...where) : extra,
    );
    const parts = await loadAssignmentParts(
      this.db,
      rows.map((r) => r.assignment),
    );
    const supplierOrders = rows.map(({ assignment, po, supplierName }) => {
      const record = assignmentRecord(assignment, po, parts, this.shopNaming);
      return {
        ...record,
        created_at: (po.sentAt ?? po.createdAt).toISOString(),
        schedule_time: po.scheduleTime.toISOString(),
        assigned_to: { _id: po.supplierId, name: supplierName ?? '' },
        deadline_date: record.order_id?.deadline_date ?? null,
        /** The row's badge: its least advanced line. */
        line_status: orderStatusOf(record.products.map((p) => p.status as OrderStatus)),
      };
    });
    return { count, supplierOrders };
  }

  /** The line, locked, when the signed-in user may see it: a line of a sent PO, its own for a supplier. */
  private async lockLine(tx: Tx, lineId: string, user: SignedInUser, assignOrderId?: string) {
    const [found] = await supplierLineWithPo(tx, lineId).for('update', { of: poLines });
    const visible =
      found &&
      maySeeSupplierLine(found.po, user) &&
      (!assignOrderId || found.assignment.id === assignOrderId);
    if (!visible) throw notFound('Product not found');
    return found;
  }

  /** A supplier change on the order's timeline: who, which PO and product, what. */
  private async event(
    tx: Tx,
    found: {
      assignment: { orderId: string | null };
      po: { poNumber: string };
      productSku: string | null;
    },
    kind: OrderEventKind,
    user: SignedInUser,
    detail: Record<string, unknown>,
  ) {
    if (!found.assignment.orderId) return;
    await recordEvents(tx, [
      {
        orderId: found.assignment.orderId,
        kind,
        userId: user.id,
        detail: { ...detail, poNumber: found.po.poNumber, sku: found.productSku ?? null, by: user.role },
      },
    ]);
  }

  private async update(tx: Tx, line: LineRow, values: Partial<typeof poLines.$inferInsert>) {
    await tx
      .update(poLines)
      .set({ ...values, updatedAt: this.now() })
      .where(eq(poLines.id, line.id));
  }

  /**
   * A dropshipped line's status is the supplier's: the order line follows, and the order's
   * status follows its lines. A warehouse-bound line's order status is the warehouse's work.
   */
  private async followOnOrder(
    tx: Tx,
    found: { line: LineRow; assignment: { sentTo: string } },
    status: OrderStatus,
  ) {
    if (found.assignment.sentTo !== 'Customer' || !found.line.orderLineId) return;
    const [orderLine] = await tx
      .update(orderLines)
      .set({ status, updatedAt: this.now() })
      .where(eq(orderLines.id, found.line.orderLineId))
      .returning({ orderId: orderLines.orderId });
    if (!orderLine) return;
    const statuses = await tx
      .select({ status: orderLines.status })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderLine.orderId));
    await tx
      .update(orders)
      .set({ status: orderStatusOf(statuses.map((s) => s.status as OrderStatus)), updatedAt: this.now() })
      .where(eq(orders.id, orderLine.orderId));
  }

  async setShippingAgent(
    lineId: string,
    shippingAgentId: string,
    user: SignedInUser,
    assignOrderId?: string,
  ) {
    await this.db.transaction((tx) => this.agentStep(shippingAgentId, user, assignOrderId)(tx, lineId));
    return { msg: 'Shipping agent assigned' };
  }

  /**
   * Update Shipping Agent on each selected row: every line of each assign order (services/batch.ts);
   * an agent that may not be chosen is a 400 for the whole call, as for the single call (and as
   * Warehouse Orders' twin answers).
   */
  async setShippingAgentOfEach(
    ids: readonly string[],
    shippingAgentId: string,
    user: SignedInUser,
    log?: BatchLog,
  ) {
    await this.db.transaction((tx) => chosenAgent(tx, shippingAgentId, agentRefused));
    return applyToEach(
      this.db,
      ids,
      this.eachLineOf((id) => this.agentStep(shippingAgentId, user, id)),
      { log, labels: supplierRowLabels },
    );
  }

  /** One line's Update Shipping Agent inside `tx`; a line already with that agent is left as it is. */
  private agentStep(shippingAgentId: string, user: SignedInUser, assignOrderId?: string): RowStep {
    return async (tx, lineId) => {
      const found = await this.lockLine(tx, lineId, user, assignOrderId);
      const status = found.line.status as OrderStatus;
      const { state: current } = await loadAgent(tx, found.line.shippingAgentId);
      refused(() => assertAgentChange(status, current));
      const agent = await chosenAgent(tx, shippingAgentId, agentRefused);
      if (found.line.shippingAgentId === shippingAgentId) return { unchanged: alreadySo(agent.name) };
      await this.update(tx, found.line, { shippingAgentId });
      await this.event(tx, found, 'shipping-agent', user, { shippingAgentId, agentName: agent.name });
      // Ready with an inactive agent: the new agent collects it instead (its pickup order).
      if (replacesInactiveAgent(status, current))
        await moveSupplierLineToAgent.run(tx, {
          poLineId: found.line.id,
          shippingAgentId,
          userId: user.id,
          clock: this.clock,
        });
    };
  }

  async setEstimatedDate(lineId: string, estimatedDate: string, user: SignedInUser, assignOrderId?: string) {
    const date = estimatedDateField(estimatedDate, this.now());
    await this.db.transaction((tx) => this.estimatedDateStep(date, user, assignOrderId)(tx, lineId));
    return { msg: 'Estimated shipping date updated' };
  }

  /**
   * Update Estimated Shipping Date on each selected row: every line of each assign order. A
   * non-date or one more than a year ahead is a 400 for the whole call; a date before a row's
   * order's date refuses that row.
   */
  setEstimatedDateOfEach(ids: readonly string[], estimatedDate: string, user: SignedInUser, log?: BatchLog) {
    const date = estimatedDateField(estimatedDate, this.now());
    return applyToEach(
      this.db,
      ids,
      this.eachLineOf((id) => this.estimatedDateStep(date, user, id)),
      { log, labels: supplierRowLabels },
    );
  }

  /** One line's Update Estimated Shipping Date inside `tx`; a line already on that date is left alone. */
  private estimatedDateStep(date: string, user: SignedInUser, assignOrderId?: string): RowStep {
    return async (tx, lineId) => {
      const found = await this.lockLine(tx, lineId, user, assignOrderId);
      refused(() => assertEstimatedDateChange(found.line.status as OrderStatus));
      assertEstimatedDateFits(date, this.orderDateOf(found), this.now());
      const unchanged = unchangedReason(found.line.estimatedShippingDate, date);
      if (unchanged) return { unchanged };
      await this.update(tx, found.line, { estimatedShippingDate: date });
      await this.event(tx, found, 'estimated-shipping-date', user, { estimatedDate: date });
    };
  }

  /** The date of the order a line serves: its customer order's, else (stock, a typed-in recipient) its PO's. */
  private orderDateOf(found: {
    assignment: { orderId: string | null };
    po: { createdAt: Date };
    orderCreatedAt: Date | null;
  }): Date {
    if (!found.assignment.orderId) return found.po.createdAt;
    return found.orderCreatedAt ?? found.po.createdAt;
  }

  /** Pending, Preparation, or Ready (irreversible) with an active agent. */
  async setStatus(lineId: string, status: SupplierLineStatus, user: SignedInUser, assignOrderId?: string) {
    await this.db.transaction((tx) => this.statusStep(status, user, assignOrderId)(tx, lineId));
    return say('statusChanged', { status });
  }

  /** Change Status on each selected row: every line of each assign order. */
  setStatusOfEach(ids: readonly string[], status: SupplierLineStatus, user: SignedInUser, log?: BatchLog) {
    return applyToEach(
      this.db,
      ids,
      this.eachLineOf((id) => this.statusStep(status, user, id)),
      { log, labels: supplierRowLabels },
    );
  }

  /** One line's Change Status inside `tx`; a line already in `status` is left as it is. */
  private statusStep(status: SupplierLineStatus, user: SignedInUser, assignOrderId?: string): RowStep {
    return async (tx, lineId) => {
      const found = await this.lockLine(tx, lineId, user, assignOrderId);
      const { state: agent } = await loadAgent(tx, found.line.shippingAgentId);
      refused(() => assertSupplierStatus(found.line.status as OrderStatus, status, agent));
      const unchanged = unchangedReason(found.line.status, status);
      if (unchanged) return { unchanged };
      await this.update(tx, found.line, { status });
      await this.followOnOrder(tx, found, status);
      await this.event(tx, found, 'status-changed', user, { from: found.line.status, to: status });
      // Ready: the line joins its agent's open pickup order (DESIGN.md section 4 step 6).
      if (status === 'Ready')
        await addSupplierLineToPickupOrder
          .run(tx, {
            poLineId: found.line.id,
            shippingAgentId: found.line.shippingAgentId!,
            userId: user.id,
            clock: this.clock,
          })
          .catch(conflictOnRefusal);
    };
  }

  /**
   * A row of the supplier view is an assign order: the batch applies a line's step to each of
   * its lines in the row's one transaction, so a row is done whole or refused whole (the first
   * refused line's reason), and is 'Already …' only when every line already was.
   */
  private eachLineOf(lineStep: (assignOrderId: string) => RowStep): RowStep {
    return async (tx, assignOrderId) => {
      const lines = await tx
        .select({ id: poLines.id })
        .from(poLines)
        .where(eq(poLines.poAssignmentId, assignOrderId))
        .orderBy(poLines.createdAt, poLines.id);
      if (!lines.length) throw notFound('Product not found');
      const step = lineStep(assignOrderId);
      let unchanged: string | Said | undefined;
      let changed = false;
      for (const line of lines) {
        const result = await step(tx, line.id);
        if (result) unchanged ??= result.unchanged;
        else changed = true;
      }
      if (!changed && unchanged) return { unchanged };
    };
  }

  /**
   * Shipping info, once; a customer-bound line becomes Shipped, and an order's line goes back
   * to the shop as a fulfilment (queued in this transaction, written by the scheduler).
   */
  async addTracking(lineId: string, info: ShippingInfo, user: SignedInUser, assignOrderId?: string) {
    await this.db.transaction((tx) => this.trackingStep(info, user, assignOrderId)(tx, lineId));
    this.effects.afterCommit(supplierShipsLine);
    return { msg: 'Shipping info added successfully' };
  }

  /**
   * One tracking fits the whole parcel: each selected row's lines without shipping info get it,
   * by the single call's step; `Already has shipping info` when every line has its own.
   */
  async addTrackingToEach(ids: readonly string[], info: ShippingInfo, user: SignedInUser, log?: BatchLog) {
    const answer = await applyToEach(
      this.db,
      ids,
      this.eachLineOf((id) => this.trackingStep(info, user, id, { keepTracked: true })),
      { log, labels: supplierRowLabels },
    );
    if (answer.done) this.effects.afterCommit(supplierShipsLine);
    return answer;
  }

  /** One line's Add Shipping Info inside `tx`; a batch (`keepTracked`) leaves a tracked line as it is. */
  private trackingStep(
    info: ShippingInfo,
    user: SignedInUser,
    assignOrderId?: string,
    { keepTracked = false } = {},
  ): RowStep {
    return async (tx, lineId) => {
      const found = await this.lockLine(tx, lineId, user, assignOrderId);
      const line = { status: found.line.status as OrderStatus, trackingId: found.line.trackingId };
      let kept: string | undefined;
      try {
        if (keepTracked) kept = assertParcelTracking(line)?.unchanged;
        else assertShippingInfo(line);
      } catch (error) {
        conflictOnRefusal(error);
      }
      if (kept) return { unchanged: kept };
      const status = statusAfterTracking(found.line.status as OrderStatus, found.assignment.sentTo);
      await this.update(tx, found.line, {
        trackingId: info.trackingId,
        agentName: info.agentName,
        trackingUrl: info.trackingURL,
        status,
      });
      if (status !== found.line.status) await this.followOnOrder(tx, found, status);
      await this.event(tx, found, 'tracking', user, {
        trackingId: info.trackingId,
        agentName: info.agentName,
        trackingURL: info.trackingURL,
      });
      await supplierShipsLine.run(tx, {
        poLineId: found.line.id,
        orderLineId: found.line.orderLineId,
        orderId: found.assignment.orderId,
        sentTo: found.assignment.sentTo,
        supplierId: found.po.supplierId,
        info,
        userId: user.id,
      });
    };
  }
}
