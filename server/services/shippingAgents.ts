import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Tx } from '../db/client';
import { orders, pickupOrders, poLines, shippingAgents } from '../db/schema';
import type { Hold } from '../../domain/deletionHolds';
import { openOrders, pickupOrderLines, purchaseOrderLines } from './deletionHolds';
import type { ShippingAgentBody } from '../../domain/schemas/masterData';
import type { ShippingAgentRecord } from '../../domain/schemas/masterDataRecords';
import { listPage, type ListSpec } from './listQuery';
import {
  contactColumns,
  contactOf,
  addressOf,
  assertUnchanged,
  notificationColumns,
  notificationOf,
  refusingDuplicates,
} from './masterRecords';
import { SoftDeletedRecords } from './softDeletedRecords';

type ShippingAgentRow = typeof shippingAgents.$inferSelect;

/** Every column the form sets except the name, which is set once, on add. */
function editableColumns(body: ShippingAgentBody) {
  return {
    ...contactColumns(body),
    trackingUrl: body.trackingURL,
    ...notificationColumns(body),
  };
}

const DUPLICATES = {
  shipping_agents_name_live_key: { field: 'name', msg: 'A shipping agent with this name already exists' },
};

/**
 * What an agent's deletion waits for: its pickup orders not yet shipped, and orders and
 * suppliers' lines that chose it and are not shipped yet.
 */
async function holdsOf(tx: Tx, id: string): Promise<Hold[]> {
  return [
    await pickupOrderLines(tx, eq(pickupOrders.shippingAgentId, id)),
    await openOrders(tx, eq(orders.shippingAgentId, id)),
    await purchaseOrderLines(tx, 'sentPurchaseOrderLines', eq(poLines.shippingAgentId, id)),
  ];
}

const live = isNull(shippingAgents.deletedAt);
const activated = eq(shippingAgents.activated, true);
const LIST: ListSpec<'activated' | 'deactivated'> = {
  table: shippingAgents,
  searchColumn: shippingAgents.searchText,
  tags: { activated, deactivated: eq(shippingAgents.activated, false) },
  always: live,
};
/** What other screens may pick from: only activated agents (spec 001 section 4). */
const ACTIVE_LIST: ListSpec = {
  table: shippingAgents,
  searchColumn: shippingAgents.searchText,
  always: and(live, activated),
};

/** Shipping agents (spec 001). They have no sign-in account. Each write is one transaction. */
export class ShippingAgentService {
  private readonly records: SoftDeletedRecords<typeof shippingAgents, ShippingAgentRecord>;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.records = new SoftDeletedRecords(
      db,
      shippingAgents,
      'Shipping agent not found',
      (row) => this.toRecord(row),
      now,
      holdsOf,
    );
  }

  private toRecord(row: ShippingAgentRow): ShippingAgentRecord {
    return {
      _id: row.id,
      name: row.name,
      ...contactOf(row),
      trackingURL: row.trackingUrl,
      activated: row.activated,
      deleted_at: row.deletedAt?.toISOString() ?? null,
      address: addressOf(row),
      ...notificationOf(row, this.now(), this.config.timeZone),
      createdAt: row.createdAt.toISOString(),
    };
  }

  list(query: Record<string, unknown>) {
    return this.page(LIST, query);
  }

  listActive(query: Record<string, unknown>) {
    return this.page(ACTIVE_LIST, query);
  }

  private async page(spec: ListSpec, query: Record<string, unknown>) {
    const { rows, count } = await listPage(this.db, spec, query, (where: SQL | undefined, limit, skip) =>
      this.db
        .select()
        .from(shippingAgents)
        .where(where)
        .orderBy(sql`lower(${shippingAgents.name})`, shippingAgents.id)
        .limit(limit)
        .offset(skip),
    );
    return { records: rows.map((row) => this.toRecord(row)), count };
  }

  add(body: ShippingAgentBody): Promise<ShippingAgentRecord> {
    return refusingDuplicates(DUPLICATES, async () => {
      const [row] = await this.db
        .insert(shippingAgents)
        .values({ ...editableColumns(body), name: body.name })
        .returning();
      return this.toRecord(row);
    });
  }

  edit({ id, ...body }: ShippingAgentBody & { id: string }): Promise<ShippingAgentRecord> {
    return this.db.transaction(async (tx) => {
      const current = await this.records.find(tx, id);
      assertUnchanged('name', 'The shipping agent name', current.name, body.name);
      return this.toRecord(
        await this.records.update(tx, id, { ...editableColumns(body), updatedAt: this.now() }),
      );
    });
  }

  /** A deactivated agent is no longer offered for selection. */
  setStatus(id: string, current: boolean): Promise<ShippingAgentRecord> {
    return this.records.setStatus(id, current);
  }

  /** Hides the agent (finished orders and pickup orders keep naming it); 409 while unfinished work uses it. */
  delete(id: string): Promise<ShippingAgentRecord> {
    return this.records.delete(id);
  }

  get(id: string): Promise<ShippingAgentRecord> {
    return this.records.get(id);
  }
}
