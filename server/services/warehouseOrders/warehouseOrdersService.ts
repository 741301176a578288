import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { orders, warehouses } from '../../db/schema';
import { alreadySo, unchangedReason } from '../../../domain/batch';
import type { OrderStatus } from '../../../domain/orderStatus';
import {
  assertWarehouseAgentChange,
  assertWarehouseDateChange,
  assertWarehouseShippingInfo,
  assertWarehouseStatus,
  DROPSHIPPED_FOLLOWS_LINES,
  replacesInactiveAgent,
} from '../../../domain/readiness';
import { warehouseIdParam } from '../../../domain/schemas/warehouseOrders';
import { badRequest, conflict, invalidField, notFound, refused } from '../../http/errors';
import { assertEstimatedDateFits, estimatedDateField } from '../estimatedDate';
import type { SignedInUser } from '../auth';
import { listPage, listWhere, readListQuery } from '../listQuery';
import { orderTimeline, recordEvents } from '../timeline/events';
import { newestOrders, orderRecords, type OrderRecord } from '../orderRecords/records';
import { warehouseOrdersCsv } from './warehouseOrdersCsv';
import { shopShown, type ShopNaming } from '../orderRecords/shopShown';
import { shipsFromWarehouse, warehouseOrderList, warehouseScope } from './list';
import { warehouseOrderStatus, lockWarehouseOrder } from '../../flows/warehouseOrderStatus';
import { warehouseOrderShips, type ShippingInfo } from '../../flows/warehouseOrderShips';
import { NO_EFFECTS, type FlowEffects } from '../../flows/flow';
import { chosenAgent } from '../activeAgent';
import { moveWarehouseOrderToAgent } from '../../flows/agentReplaced';
import { ownerOf } from '../../../domain/owners';
import { applyToEach, type BatchLog, type RowStep } from '../batch';
import { orderLabels } from '../batchLabels';
import { say, type Said } from '../../../domain/texts/answers';

/** An Admin's warehouse_id: a valid id (400 naming the field), required where the call needs one. */
function adminWarehouseId(value: unknown, required: boolean): string | null {
  if ((value === undefined || value === null || value === '') && !required) return null;
  const parsed = warehouseIdParam.safeParse(value);
  if (!parsed.success)
    throw invalidField(
      'warehouse_id',
      value === undefined || value === '' ? 'warehouse_id is required' : 'warehouse_id is not a valid id',
    );
  return parsed.data;
}

/** Every change here reaches only an order the list shows: another is a 404, as /get-warehouse-order. */
const LISTED = { listedOnly: true };

export const AGENT_NOT_ASSIGNED = 'could not assign shipping agent';
const agentRefused = (message: string) =>
  badRequest(AGENT_NOT_ASSIGNED, [{ field: 'shippingAgentId', message }]);

export type { ShippingInfo };

/**
 * Warehouse Orders (DESIGN.md section 4 step 7; spec 000 sections 2, 4 and 7): what a warehouse
 * ships itself, its shipping agent, estimated date, status and shipping info. A Warehouse user
 * reaches its own warehouse's orders only (another's answers 404). Each change is one
 * transaction with its timeline event.
 */
export class WarehouseOrdersService {
  constructor(
    private readonly db: Database,
    /** Wakes what a committed flow declared (the shop write-back of a shipped order). */
    private readonly effects: FlowEffects = NO_EFFECTS,
    /** Today, for the estimated shipping date's bounds (domain/estimatedDate.ts). */
    private readonly now: () => Date = () => new Date(),
    /** More than one shop is configured: an order says which it came from beside its number. */
    private readonly shopNaming: ShopNaming = false,
  ) {}

  /** One page, newest first, under the list query (search, tag, paging) and the user's scope. */
  private async list(raw: Record<string, unknown>, scope: SQL | undefined) {
    const { rows, count } = await listPage(
      this.db,
      warehouseOrderList,
      raw,
      (where, limit, skip, sorted, direction) => newestOrders(this.db, where, limit, skip, sorted, direction),
      scope,
    );
    return { rows: (await orderRecords(this.db, rows)).map((r) => shopShown(r, this.shopNaming)), count };
  }

  /** GET /get-all-warehouse-orders: all of them for an Admin, its own for a Warehouse user. */
  all(user: SignedInUser, raw: Record<string, unknown>) {
    return this.list(raw, warehouseScope(user, null));
  }

  /** POST /get-warehouse-orders: one warehouse's (an Admin names it; a Warehouse user's own). */
  async ofWarehouse(user: SignedInUser, raw: Record<string, unknown>, requested: unknown) {
    // A Warehouse user's warehouse comes from the session, never the request.
    if (ownerOf(user) !== undefined) return this.list(raw, warehouseScope(user, null));
    const warehouseId = adminWarehouseId(requested, true)!;
    {
      const [w] = await this.db
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(and(eq(warehouses.id, warehouseId), isNull(warehouses.deletedAt)));
      if (!w) throw notFound('Warehouse not found');
    }
    return this.list(raw, warehouseScope(user, warehouseId));
  }

  /** One warehouse order (/view-warehouse-order); another warehouse's is a 404. */
  async get(user: SignedInUser, id: string): Promise<OrderRecord> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), shipsFromWarehouse, warehouseScope(user, null)));
    const [record] = await orderRecords(this.db, rows);
    if (!record) throw notFound('Order not found');
    return shopShown(record, this.shopNaming);
  }

  /** Its timeline, who and when, for the warehouse that ships it. */
  async events(user: SignedInUser, orderId: string) {
    await this.get(user, orderId);
    return orderTimeline(this.db, orderId);
  }

  /** Every order the list selects (search, tag, scope), as warehouseOrdersCsv writes them. */
  exportCsv(user: SignedInUser, raw: Record<string, unknown>) {
    const { warehouse_id: requested, ...query } = raw;
    const warehouseId = ownerOf(user) !== undefined ? null : adminWarehouseId(requested, false);
    const spec = warehouseOrderList;
    const where = listWhere(
      spec,
      readListQuery(spec, { ...query, limit: undefined, offset: undefined }),
      warehouseScope(user, warehouseId),
    );
    return warehouseOrdersCsv(this.db, where, this.shopNaming);
  }

  /**
   * Exactly the selected orders, with the columns of exportCsv; an id the list would not show
   * this user (another warehouse's, one no warehouse ships, unknown) is left out.
   */
  exportSelectionCsv(user: SignedInUser, ids: readonly string[]) {
    return warehouseOrdersCsv(
      this.db,
      and(inArray(orders.id, [...ids]), shipsFromWarehouse, warehouseScope(user, null)),
      this.shopNaming,
    );
  }

  /** Update Shipping Agent: an activated agent only, until the order is Ready (or while Ready without an active agent). */
  async setShippingAgent(user: SignedInUser, orderId: string, shippingAgentId: string) {
    const { agentName } = await this.db.transaction((tx) =>
      this.agentInTx(tx, orderId, user, shippingAgentId),
    );
    return say('shippingAgentNamedAssigned', { agent: agentName });
  }

  /**
   * The same Update Shipping Agent on each selected order (services/batch.ts); an agent that may
   * not be chosen is a 400 for the whole call, as for the single call.
   */
  async setShippingAgentOfEach(
    user: SignedInUser,
    ids: readonly string[],
    shippingAgentId: string,
    log?: BatchLog,
  ) {
    await this.db.transaction((tx) => chosenAgent(tx, shippingAgentId, agentRefused));
    return applyToEach(
      this.db,
      ids,
      async (tx, orderId) => {
        const { unchanged } = await this.agentInTx(tx, orderId, user, shippingAgentId);
        if (unchanged) return { unchanged };
      },
      { log, labels: orderLabels },
    );
  }

  /**
   * One order's Update Shipping Agent inside `tx`, under its row lock: answers the agent's name,
   * and `unchanged` when the order already has that agent (nothing written, so a repeated or
   * racing change applies once; the single call still says it is assigned).
   */
  private async agentInTx(
    tx: Tx,
    orderId: string,
    user: SignedInUser,
    shippingAgentId: string,
  ): Promise<{ agentName: string; unchanged?: Said }> {
    const order = await lockWarehouseOrder(tx, orderId, user, LISTED);
    refused(() => assertWarehouseAgentChange(order.state));
    const agent = await chosenAgent(tx, shippingAgentId, agentRefused);
    if (order.row.shippingAgentId === shippingAgentId)
      return { agentName: agent.name, unchanged: alreadySo(agent.name) };
    await tx.update(orders).set({ shippingAgentId, updatedAt: new Date() }).where(eq(orders.id, orderId));
    await recordEvents(tx, [
      {
        orderId,
        kind: 'shipping-agent',
        userId: user.id,
        detail: { shippingAgentId, agentName: agent.name },
      },
    ]);
    // Ready with an inactive agent: the new agent collects it instead (its pickup order).
    if (replacesInactiveAgent(order.state.status, order.state.agent))
      await moveWarehouseOrderToAgent.run(tx, {
        orderId,
        warehouseId: order.row.assignedWarehouseId!,
        shippingAgentId,
        userId: user.id,
      });
    return { agentName: agent.name };
  }

  /** Update Estimated Shipping Date: the date part only (YYYY-MM-DD). */
  async setEstimatedDate(user: SignedInUser, orderId: string, estimatedDate: string) {
    const step = this.dateStep(user, estimatedDateField(estimatedDate, this.now()));
    await this.db.transaction((tx) => step(tx, orderId));
    return { msg: 'Estimated shipping date updated' };
  }

  /**
   * The same date on each selected order; a non-date or one more than a year ahead is a 400 for
   * the whole call, as for one; a date before an order's date refuses that order.
   */
  setEstimatedDateOfEach(user: SignedInUser, ids: readonly string[], estimatedDate: string, log?: BatchLog) {
    return applyToEach(this.db, ids, this.dateStep(user, estimatedDateField(estimatedDate, this.now())), {
      log,
      labels: orderLabels,
    });
  }

  /** One order's Update Estimated Shipping Date inside `tx`; an order already on `date` is left alone. */
  private dateStep(user: SignedInUser, date: string): RowStep {
    return async (tx, orderId) => {
      const order = await lockWarehouseOrder(tx, orderId, user, LISTED);
      refused(() => assertWarehouseDateChange(order.state));
      assertEstimatedDateFits(date, order.row.orderCreatedAt, this.now());
      const unchanged = unchangedReason(order.row.estimatedShippingDate, date);
      if (unchanged) return { unchanged };
      await tx
        .update(orders)
        .set({ estimatedShippingDate: date, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
      await recordEvents(tx, [
        { orderId, kind: 'estimated-shipping-date', userId: user.id, detail: { estimatedDate: date } },
      ]);
    };
  }

  /** Change Status: Preparation, Pending, or Ready under domain/readiness.ts (irreversible). */
  setStatus(user: SignedInUser, orderId: string, status: OrderStatus) {
    return this.db.transaction(async (tx) => {
      await this.statusStep(user, status)(tx, orderId);
      return say('orderStatusChanged', { status });
    });
  }

  /** The same Change Status on each selected order, each in its own transaction (services/batch.ts). */
  setStatusOfEach(user: SignedInUser, ids: readonly string[], status: OrderStatus, log?: BatchLog) {
    return applyToEach(this.db, ids, this.statusStep(user, status), { log, labels: orderLabels });
  }

  /**
   * One order's Change Status inside `tx`, under its row lock and the readiness rule (lines
   * already in `status` are left as they are: warehouseOrderStatus).
   */
  private statusStep(user: SignedInUser, status: OrderStatus): RowStep {
    return async (tx, orderId) => {
      const order = await lockWarehouseOrder(tx, orderId, user, LISTED);
      refused(() => assertWarehouseStatus(order.state, status));
      const applied = await warehouseOrderStatus.run(tx, { order, status: status, userId: user.id });
      if ('unchanged' in applied) return applied;
    };
  }

  /** Shipping Info: once, then read-only; not while Pending or Preparation, never for 'Manual'. It ships the order. */
  async addShippingInfo(user: SignedInUser, orderId: string, info: ShippingInfo) {
    const result = await this.db.transaction(async (tx) => {
      const order = await lockWarehouseOrder(tx, orderId, user, LISTED);
      if (order.state.dropshipped) throw conflict(DROPSHIPPED_FOLLOWS_LINES);
      refused(() =>
        assertWarehouseShippingInfo({
          status: order.state.status,
          orderNumber: order.row.orderNumber,
          trackingId: order.row.trackingId,
        }),
      );
      await warehouseOrderShips.run(tx, { order, info, userId: user.id });
      return { msg: 'Shipping info added successfully' };
    });
    this.effects.afterCommit(warehouseOrderShips);
    return result;
  }
}
