import { and, eq, sql } from 'drizzle-orm';
import { say } from '../../../domain/texts/answers';
import type { Database, Tx } from '../../db/client';
import {
  orders,
  pickupOrders,
  puoAssignments,
  puoLines,
  shippingAgents,
  suppliers,
  warehouses,
} from '../../db/schema';
import type { OrderStatus } from '../../../domain/orderStatus';
import {
  assertAssignmentStatus,
  assertProductStatus,
  assertPuoChange,
  assertPuoShippingInfo,
  PUO_ALREADY_SENT,
  routeOfSupplierLine,
  type PuoAssignmentStatus,
  type PuoChange,
} from '../../../domain/pickupOrders';
import { conflictOnRefusal, notFound } from '../../http/errors';
import type { SignedInUser } from '../auth';
import { checkManualProduct, type ManualProductInput } from '../scheduledOrders/manualProduct';
import { ScheduledOrders, type ScheduledOrdersOptions } from '../scheduledOrders/scheduledOrders';
import { refundOrderLineOnce } from '../../flows/refundLine';
import { settleSentPuoLines } from './assignmentFollow';
import { pickupDelivers } from '../../flows/pickupDelivers';
import {
  addAssignmentShippingInfo,
  recordAssignmentEvent,
  setAssignmentStatus,
  type ChangeBy,
  type PuoShippingInfo,
} from './assignmentChanges';
import { assignmentsChangingStatus, assignmentsTakingTracking } from '../../../domain/pickupOrderBatches';
import { applyToEach, type BatchLog, type RowStepResult } from '../batch';
import { pickupOrderLabels } from '../batchLabels';
import { joinPickupOrder } from '../../flows/joinPickupOrder';
import { assignmentNames } from './assignmentNames';
import { requireActiveAgent } from '../activeAgent';
import { PUO_TABLES, pickupOrderRecords, type PickupOrderRecord } from './puoRecords';
import { scheduledOrderSearch } from '../scheduledOrders/search';
import { pickupOrderSending } from './sending';
import type { PICKUP_ORDER_SORTS, SortKey } from '../../../domain/listSorts';
import type { SharedSort } from '../scheduledOrders/scheduledOrders';

type PuoRow = typeof pickupOrders.$inferSelect;
type AssignmentRow = typeof puoAssignments.$inferSelect;

/**
 * Search of the PUO lists: PUO number, agent, pickup place, order (its search text: number,
 * customer, city, SKUs) or a line's SKU; 100,000 orders are searched through the orders'
 * trigram index rather than once per PUO.
 */
const puoSearch = scheduledOrderSearch(PUO_TABLES, pickupOrders.pickupOrderNumber, (p) => [
  sql`${pickupOrders.shippingAgentId} in (select ${shippingAgents.id} from ${shippingAgents} where lower(${shippingAgents.name}) like ${p})`,
  sql`${pickupOrders.pickupSupplierId} in (select ${suppliers.id} from ${suppliers} where lower(${suppliers.name}) like ${p})`,
  sql`${pickupOrders.pickupWarehouseId} in (select ${warehouses.id} from ${warehouses} where lower(${warehouses.name}) like ${p})`,
  sql`${pickupOrders.id} in (select ${puoAssignments.pickupOrderId} from ${puoAssignments}
    join ${orders} on ${orders.id} = ${puoAssignments.orderId} where ${orders.searchText} like ${p})`,
]);

/** The clock, the images and the after-commit effects (the outbox of a sent PUO, the shop write-back of a delivery). */
export type PickupOptions = ScheduledOrdersOptions;

/**
 * The Admin's pickup orders (DESIGN.md section 4 step 8; spec 000 sections 2, 4, 5 and 7):
 * besides what every scheduled order has (server/services/scheduledOrders), Add Product, and on
 * sent PUOs each assignment's shipping info and status and each product's status. Each call is
 * one transaction that locks the PUO it changes.
 */
export class PickupOrdersService extends ScheduledOrders<typeof pickupOrders, PickupOrderRecord, PuoChange> {
  constructor(db: Database, options: PickupOptions) {
    super(db, options, {
      table: pickupOrders,
      number: pickupOrders.pickupOrderNumber,
      search: puoSearch,
      sorts: {
        pickupOrderNumber: pickupOrders.pickupOrderNumber,
        'assigned_to.name': sql`(select lower(${shippingAgents.name}) from ${shippingAgents} where ${shippingAgents.id} = ${pickupOrders.shippingAgentId})`,
      } satisfies Record<Exclude<SortKey<typeof PICKUP_ORDER_SORTS>, SharedSort>, unknown>,
      records: pickupOrderRecords,
      sendable: pickupOrderSending,
      assertChange: assertPuoChange,
      words: {
        missing: 'Pickup order not found',
        alreadySent: PUO_ALREADY_SENT,
        sent: 'Pickup order sent',
      },
    });
  }

  private now = () => this.options.clock.now();
  private changeBy = (user: SignedInUser): ChangeBy => ({ userId: user.id, now: this.now() });

  /** After a commit that may have delivered to a customer: the shop hears of it now, not at the next run. */
  private delivered() {
    this.options.effects.afterCommit(pickupDelivers);
  }

  private lockPuo(tx: Tx, id: string, change: PuoChange): Promise<PuoRow> {
    return this.lock(tx, id, change);
  }

  /** The PUO, locked, and its assignment, which must belong to it. */
  private async lockAssignment(tx: Tx, puoId: string, assignOrderId: string, change: PuoChange) {
    const puo = await this.lockPuo(tx, puoId, change);
    const [assignment] = await tx
      .select()
      .from(puoAssignments)
      .where(and(eq(puoAssignments.id, assignOrderId), eq(puoAssignments.pickupOrderId, puo.id)));
    if (!assignment) throw notFound('Assignment not found');
    return { puo, assignment };
  }

  /**
   * 'Add Product' on a to-be-sent row: a supplier's product joins that row's agent's open PUO
   * at the chosen supplier (the row's PUO when it picks up there), for a warehouse or a
   * typed-in customer, in an assignment whose order number reads 'Manual'.
   */
  async addManualProduct(input: { id: string } & ManualProductInput, user: SignedInUser) {
    return this.db.transaction(async (tx) => {
      const row = await this.lockPuo(tx, input.id, 'add-product');
      const { supplier, product } = await checkManualProduct(tx, input);
      try {
        // The product joins the row's agent's PUO: an agent disabled or deleted since takes none.
        await requireActiveAgent(tx, row.shippingAgentId);
        const joined = await joinPickupOrder.run(tx, {
          shippingAgentId: row.shippingAgentId,
          route: routeOfSupplierLine({
            supplierId: supplier.id,
            orderId: null,
            sentTo: 'warehouseId' in input ? 'Warehouse' : 'Customer',
            warehouseId: 'warehouseId' in input ? input.warehouseId : null,
            customer: 'customer' in input ? input.customer : null,
          }),
          lines: [
            {
              orderLineId: null,
              poLineId: null,
              productId: product.id,
              quantity: input.quantity,
              shopLineItemId: null,
            },
          ],
          userId: user.id,
          clock: this.options.clock,
        });
        return { ...say('productAddedTo', { number: joined.pickupOrderNumber }), ...joined };
      } catch (error) {
        return conflictOnRefusal(error);
      }
    });
  }

  /** Assignment level Change Status: Awaiting Pickup or Shipped (a delivery, once). */
  async changeAssignmentStatus(
    puoId: string,
    assignOrderId: string,
    status: PuoAssignmentStatus,
    user: SignedInUser,
  ) {
    const result = await this.db.transaction(async (tx) => {
      const { puo, assignment } = await this.lockAssignment(tx, puoId, assignOrderId, 'assignment-status');
      try {
        assertAssignmentStatus(assignment, status);
      } catch (error) {
        conflictOnRefusal(error);
      }
      if (status === assignment.status) return say('statusIs', { status });
      await setAssignmentStatus(tx, puo, assignment, status, this.changeBy(user));
      return say('statusChanged', { status });
    });
    this.delivered();
    return result;
  }

  /**
   * The same Change Status on every assignment of each selected PUO, in the PUO's one
   * transaction (services/batch.ts): the PUO is done whole, or refused whole with the first
   * refused assignment's reason and name (its order number); `Already …` when every assignment
   * is in `status` already.
   */
  async changeAssignmentStatusOfEach(
    ids: readonly string[],
    status: PuoAssignmentStatus,
    user: SignedInUser,
    log?: BatchLog,
  ) {
    return this.eachPuo(ids, 'assignment-status', log, async (tx, puo, assignments) => {
      const names = await assignmentNames(tx, assignments);
      const chosen = assignmentsChangingStatus(assignments, status, (a) => names.get(a.id));
      if ('unchanged' in chosen) return chosen;
      for (const assignment of chosen.change)
        await setAssignmentStatus(tx, puo, assignment, status, this.changeBy(user));
    });
  }

  /** Product level Change Status: Refund (the agent does not carry it) or Shipped (delivered), once. */
  async changeProductStatus(puoId: string, lineId: string, status: OrderStatus, user: SignedInUser) {
    const result = await this.db.transaction(async (tx) => {
      const puo = await this.lockPuo(tx, puoId, 'product-status');
      const [found] = await tx
        .select({ line: puoLines, assignment: puoAssignments })
        .from(puoLines)
        .innerJoin(puoAssignments, eq(puoAssignments.id, puoLines.puoAssignmentId))
        .where(and(eq(puoLines.id, lineId), eq(puoAssignments.pickupOrderId, puo.id)));
      if (!found) throw notFound('Product not found');
      const { line, assignment } = found;
      try {
        assertProductStatus({ status: line.status as OrderStatus }, assignment, status);
      } catch (error) {
        conflictOnRefusal(error);
      }
      if (status === 'Shipped') {
        await pickupDelivers.run(tx, {
          puo,
          assignment,
          lineIds: [line.id],
          userId: user.id,
          now: this.now(),
        });
      } else {
        // The order line is refunded as the Master Dashboard refunds it, which refunds this PUO
        // line too; a manual line, or an order line refunded before, is refunded here.
        const viaOrder =
          !!line.orderLineId &&
          (await refundOrderLineOnce(tx, line.orderLineId, user.id).catch(conflictOnRefusal));
        if (!viaOrder) await settleSentPuoLines(tx, [line.id], 'Refund', this.now());
      }
      await recordAssignmentEvent(tx, puo, assignment, 'pickup-order-status', user.id, {
        productUniqueId: line.id,
        from: line.status,
        to: status,
      });
      return say('statusChanged', { status });
    });
    this.delivered();
    return result;
  }

  /** Shipping info, once, then read-only; a delivery to the customer is then Shipped. */
  async addShippingInfo(input: { id: string; assignOrderId: string } & PuoShippingInfo, user: SignedInUser) {
    await this.db.transaction(async (tx) => {
      const { puo, assignment } = await this.lockAssignment(
        tx,
        input.id,
        input.assignOrderId,
        'shipping-info',
      );
      try {
        assertPuoShippingInfo(assignment);
      } catch (error) {
        conflictOnRefusal(error);
      }
      await addAssignmentShippingInfo(tx, puo, assignment, input, this.changeBy(user));
    });
    this.delivered();
    return { msg: 'Shipping info added successfully' };
  }

  /**
   * One tracking for the whole pickup: the same shipping info on every assignment of each
   * selected PUO that has none yet, by the single call's step, in the PUO's one transaction;
   * `Already has shipping info` when none is left without.
   */
  async addShippingInfoToEach(
    ids: readonly string[],
    info: PuoShippingInfo,
    user: SignedInUser,
    log?: BatchLog,
  ) {
    return this.eachPuo(ids, 'shipping-info', log, async (tx, puo, assignments) => {
      const chosen = assignmentsTakingTracking(assignments);
      if ('unchanged' in chosen) return chosen;
      for (const assignment of chosen.change)
        await addAssignmentShippingInfo(tx, puo, assignment, info, this.changeBy(user));
    });
  }

  /**
   * `step` on each selected PUO, locked as the single calls lock it (an unknown or unsent one
   * refused with their 404 or 409), with its assignments; the shop hears of any delivery at once.
   */
  private async eachPuo(
    ids: readonly string[],
    change: PuoChange,
    log: BatchLog | undefined,
    step: (tx: Tx, puo: PuoRow, assignments: AssignmentRow[]) => Promise<RowStepResult>,
  ) {
    const answer = await applyToEach(
      this.db,
      ids,
      async (tx, id) => {
        const puo = await this.lockPuo(tx, id, change);
        const assignments = await tx
          .select()
          .from(puoAssignments)
          .where(eq(puoAssignments.pickupOrderId, puo.id))
          .orderBy(puoAssignments.createdAt, puoAssignments.id);
        return step(tx, puo, assignments);
      },
      { log, labels: pickupOrderLabels },
    );
    if (answer.done) this.delivered();
    return answer;
  }
}
