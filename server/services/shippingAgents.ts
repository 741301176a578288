import { toggledActivation } from './activation';
import { z } from 'zod';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Tx } from '../db/client';
import { shippingAgents } from '../db/schema';
import type { ShippingAgentBody } from '../../domain/schemas/masterData';
import { notFound } from '../http/errors';
import { listPage, type ListSpec } from './listQuery';
import {
  addressColumns,
  addressOf,
  addressRecord,
  assertUnchanged,
  notificationColumns,
  notificationOf,
  notificationRecord,
  refusingDuplicates,
} from './masterRecords';

/** A shipping agent as the browser reads it (docs/api.md, Master data). */
export const shippingAgentRecord = z.object({
  _id: z.string(),
  name: z.string(),
  contact_person: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  trackingURL: z.string(),
  activated: z.boolean(),
  deleted_at: z.string().nullable(),
  address: addressRecord,
  ...notificationRecord,
  createdAt: z.string(),
});
export type ShippingAgentRecord = z.infer<typeof shippingAgentRecord>;

type ShippingAgentRow = typeof shippingAgents.$inferSelect;

/** Every column the form sets except the name, which is set once, on add. */
function editableColumns(body: ShippingAgentBody) {
  return {
    contactPerson: body.contact_person,
    contactEmail: body.contact_email,
    contactPhone: body.contact_phone,
    trackingUrl: body.trackingURL,
    ...addressColumns(body),
    ...notificationColumns(body),
  };
}

const DUPLICATES = {
  shipping_agents_name_live_key: { field: 'name', msg: 'A shipping agent with this name already exists' },
};

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
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private toRecord(row: ShippingAgentRow): ShippingAgentRecord {
    return {
      _id: row.id,
      name: row.name,
      contact_person: row.contactPerson,
      contact_email: row.contactEmail,
      contact_phone: row.contactPhone,
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
      const current = await this.find(tx, id);
      assertUnchanged('name', 'The shipping agent name', current.name, body.name);
      return this.toRecord(await this.update(tx, id, { ...editableColumns(body), updatedAt: this.now() }));
    });
  }

  /** A deactivated agent is no longer offered for selection. */
  setStatus(id: string, current: boolean): Promise<ShippingAgentRecord> {
    return this.db.transaction(async (tx) => {
      const activated = toggledActivation((await this.find(tx, id)).activated, current);
      return this.toRecord(await this.update(tx, id, { activated, updatedAt: this.now() }));
    });
  }

  /** Hides the agent; orders and pickup orders that name it keep their history. */
  delete(id: string): Promise<ShippingAgentRecord> {
    return this.db.transaction(async (tx) => {
      await this.find(tx, id);
      const now = this.now();
      return this.toRecord(await this.update(tx, id, { deletedAt: now, updatedAt: now }));
    });
  }

  /** One live record, for the canonical show and edit screens. */
  get(id: string): Promise<ShippingAgentRecord> {
    return this.db.transaction(async (tx) => this.toRecord(await this.find(tx, id)));
  }

  private async find(tx: Tx, id: string): Promise<ShippingAgentRow> {
    const [row] = await tx
      .select()
      .from(shippingAgents)
      .where(and(eq(shippingAgents.id, id), live))
      .for('update');
    if (!row) throw notFound('Shipping agent not found');
    return row;
  }

  private async update(
    tx: Tx,
    id: string,
    set: Partial<typeof shippingAgents.$inferInsert>,
  ): Promise<ShippingAgentRow> {
    const [row] = await tx.update(shippingAgents).set(set).where(eq(shippingAgents.id, id)).returning();
    return row;
  }
}
