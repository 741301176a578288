import { aliasedTable, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { orders, returns, suppliers, users, warehouses } from '../../db/schema';
import { likePattern } from '../../../domain/listQuery';
import type { RETURN_SORTS, SortKey } from '../../../domain/listSorts';
import type { ReturnCondition } from '../../../domain/returns';
import type { OpenReturnBody, ReturnRecord } from '../../../domain/schemas/returns';
import { RETURN_STATES } from '../../../domain/returns';
import { notFound } from '../../http/errors';
import { say } from '../../../domain/texts/answers';
import type { SignedInUser } from '../auth';
import { orderedPage, readListQuery, type ListSpec } from '../listQuery';
import { applyToEach, type BatchLog } from '../batch';
import { labelsFrom } from '../batchLabels';
import { NO_EFFECTS, type FlowEffects } from '../../flows/flow';
import { openReturn } from '../../flows/openReturn';
import { receiveReturn } from '../../flows/receiveReturn';
import { refundReturn } from '../../flows/refundReturn';
import { linesOfReturns, returnsOf } from './returnRows';

const returnSorts = {
  opened_at: returns.openedAt,
  return_number: returns.returnNumber,
  'order.order_number': orders.orderNumber,
  state: sql`array_position(array['open', 'received', 'refunded']::text[], ${returns.state})`,
} satisfies Record<SortKey<typeof RETURN_SORTS>, unknown>;

/** The Returns list: a Filter tag per state, search by order number, the sorts above. */
export const returnListSpec: ListSpec = {
  table: returns,
  tags: Object.fromEntries(RETURN_STATES.map((state) => [state, eq(returns.state, state)])),
  sorts: returnSorts,
};

const openedBy = aliasedTable(users, 'opened_by_user');
const receivedBy = aliasedTable(users, 'received_by_user');

const selectReturns = (db: DbOrTx) =>
  db
    .select({
      row: returns,
      orderNumber: orders.orderNumber,
      warehouseName: warehouses.name,
      supplierName: suppliers.name,
      openedBy: openedBy.email,
      receivedBy: receivedBy.email,
      units: sql<number>`(select coalesce(sum(quantity), 0)::int from return_lines rl where rl.return_id = ${returns.id})`,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .leftJoin(warehouses, eq(warehouses.id, returns.warehouseId))
    .leftJoin(suppliers, eq(suppliers.id, returns.supplierId))
    .leftJoin(openedBy, eq(openedBy.id, returns.openedBy))
    .leftJoin(receivedBy, eq(receivedBy.id, returns.receivedBy));

type Selected = Awaited<ReturnType<typeof selectReturns>>[number];

function recordOf(r: Selected): ReturnRecord {
  const { row } = r;
  return {
    _id: row.id,
    return_number: row.returnNumber,
    order: { _id: row.orderId, order_number: r.orderNumber },
    shipper: {
      kind: row.shipperKind,
      _id: (row.warehouseId ?? row.supplierId)!,
      name: (row.shipperKind === 'warehouse' ? r.warehouseName : r.supplierName) ?? '',
    },
    state: row.state,
    reason: row.reason,
    condition: row.condition,
    expected_days: row.expectedDays,
    opened_at: row.openedAt.toISOString(),
    received_at: row.receivedAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    opened_by: r.openedBy,
    received_by: r.receivedBy,
    units: Number(r.units),
  };
}

/** Search by order number: the returns of the orders whose number holds the term. */
const searchOrderNumber = (term: string) =>
  sql`${returns.orderId} in (select ${orders.id} from ${orders} where lower(${orders.orderNumber}) like ${likePattern(term.toLowerCase())})`;

/**
 * Returns (issue 32 item 2): the list and one return, each in the user's reach (an Admin: all; a
 * Warehouse user: its warehouse's; a Supplier user: its own), and the calls that open, receive
 * and refund them, each one transaction through its flow (server/flows/*Return.ts).
 */
export class ReturnsService {
  constructor(
    private readonly db: Database,
    private readonly effects: FlowEffects = NO_EFFECTS,
  ) {}

  async list(raw: Record<string, unknown>, user: SignedInUser) {
    const { search } = readListQuery(returnListSpec, raw);
    const page = await orderedPage(
      this.db,
      returnListSpec,
      raw,
      selectReturns(this.db),
      [
        [returns.openedAt, 'desc'],
        [returns.id, 'desc'],
      ],
      and(returnsOf(user), search ? searchOrderNumber(search) : undefined),
    );
    return { doc: page.rows.map(recordOf), count: page.count };
  }

  /** One return with its lines; another's (or none) is a 404. */
  async one(id: string, user: SignedInUser): Promise<ReturnRecord> {
    const [found] = await selectReturns(this.db).where(and(eq(returns.id, id), returnsOf(user)));
    if (!found) throw notFound(say('returnNotFound'));
    const lines = await linesOfReturns(this.db, [id]);
    return {
      ...recordOf(found),
      lines: lines.map((l) => ({
        _id: l.id,
        lineId: l.orderLineId,
        sku: l.sku,
        name: l.name,
        quantity: l.quantity,
      })),
    };
  }

  private async records(ids: readonly string[]) {
    if (!ids.length) return [];
    const rows = await selectReturns(this.db)
      .where(inArray(returns.id, [...ids]))
      .orderBy(desc(returns.openedAt), desc(returns.id));
    return rows.map(recordOf);
  }

  /** Opens one return per shipper of the lines named; answers them. */
  async open(body: OpenReturnBody, user: SignedInUser) {
    const ids = await this.db.transaction((tx) =>
      openReturn.run(tx, {
        orderId: body.orderId,
        lines: body.lines,
        reason: body.reason,
        expectedDays: body.expectedDays,
        userId: user.id,
      }),
    );
    this.effects.afterCommit(openReturn);
    return {
      ...(ids.length === 1 ? say('returnOpened') : say('returnsOpened', { count: ids.length })),
      doc: await this.records(ids),
    };
  }

  async receive(id: string, condition: ReturnCondition, user: SignedInUser) {
    await this.db.transaction((tx) => receiveReturn.run(tx, { id, condition, user }));
    return say('returnReceived');
  }

  /** The same receipt of each selected return (services/batch.ts): one outcome per row. */
  receiveEach(ids: readonly string[], condition: ReturnCondition, user: SignedInUser, log?: BatchLog) {
    return applyToEach(this.db, ids, (tx, id) => receiveReturn.run(tx, { id, condition, user }), {
      log,
      labels: labelsFrom(returns.id, returns.returnNumber),
    });
  }

  async refund(id: string, user: SignedInUser) {
    await this.db.transaction((tx) => refundReturn.run(tx, { id, user }));
    this.effects.afterCommit(refundReturn);
    return say('returnRefunded');
  }
}
