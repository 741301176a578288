import { toggledActivation } from './activation';
import { z } from 'zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Tx } from '../db/client';
import { warehouses } from '../db/schema';
import { SHIPPING_TYPES, type WarehouseBody } from '../../domain/schemas/masterData';
import { notFound } from '../http/errors';
import { AuthService } from './auth';
import { listPage, type ListSpec } from './listQuery';
import {
  Accounts,
  ACCOUNT_TAKEN,
  addressColumns,
  addressOf,
  assertUnchanged,
  pickupTimesOf,
  pickupTimesRecord,
  refusingDuplicates,
  sameEmail,
  zipAddressRecord,
} from './masterRecords';

const measure = z.number().nullable();

/** A warehouse as the browser reads it (docs/api.md, Master data). */
export const warehouseRecord = z.object({
  _id: z.string(),
  name: z.string(),
  contact_person: z.string(),
  email: z.string(),
  contact_phone: z.string(),
  activated: z.boolean(),
  address: zipAddressRecord,
  pickup_times: pickupTimesRecord,
  criteria: z.object({
    min_weight: measure,
    max_weight: measure,
    min_length: measure,
    max_length: measure,
    min_width: measure,
    max_width: measure,
    min_height: measure,
    max_height: measure,
    min_LWH: measure,
    max_LWH: measure,
    shipping_type: z.enum(SHIPPING_TYPES),
  }),
  createdAt: z.string(),
});
export type WarehouseRecord = z.infer<typeof warehouseRecord>;

type WarehouseRow = typeof warehouses.$inferSelect;

function toRecord(row: WarehouseRow): WarehouseRecord {
  return {
    _id: row.id,
    name: row.name,
    contact_person: row.contactPerson,
    email: row.email,
    contact_phone: row.contactPhone,
    activated: row.activated,
    address: { ...addressOf(row), zipCode: row.zipCode },
    pickup_times: pickupTimesOf(row),
    criteria: {
      min_weight: row.minWeight,
      max_weight: row.maxWeight,
      min_length: row.minLength,
      max_length: row.maxLength,
      min_width: row.minWidth,
      max_width: row.maxWidth,
      min_height: row.minHeight,
      max_height: row.maxHeight,
      min_LWH: row.minLWH,
      max_LWH: row.maxLWH,
      shipping_type: row.shippingType as WarehouseRecord['criteria']['shipping_type'],
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every column the form sets except the contact e-mail, which is set once, on add. */
function editableColumns(body: WarehouseBody) {
  return {
    name: body.name,
    contactPerson: body.contact_person,
    contactPhone: body.contact_phone,
    ...addressColumns(body),
    zipCode: body.zipCode,
    pickupStartTime: body.startTime,
    pickupEndTime: body.endTime,
    minWeight: body.min_weight,
    maxWeight: body.max_weight,
    minLength: body.min_length,
    maxLength: body.max_length,
    minWidth: body.min_width,
    maxWidth: body.max_width,
    minHeight: body.min_height,
    maxHeight: body.max_height,
    minLWH: body.min_LWH,
    maxLWH: body.max_LWH,
    shippingType: body.shipping_type,
  };
}

const DUPLICATES = {
  warehouses_email_live_key: { field: 'contact_email', msg: 'A warehouse with this e-mail already exists' },
  users_email_lower_key: ACCOUNT_TAKEN,
};

const live = isNull(warehouses.deletedAt);
const LIST: ListSpec<'activated' | 'deactivated'> = {
  table: warehouses,
  searchColumn: warehouses.searchText,
  tags: { activated: eq(warehouses.activated, true), deactivated: eq(warehouses.activated, false) },
  always: live,
};

/** Warehouses and their sign-in accounts (spec 001; DESIGN.md section 3). Each write is one transaction. */
export class WarehouseService {
  private readonly accounts: Accounts;

  constructor(
    private readonly db: Database,
    config: Config,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.accounts = new Accounts(new AuthService(db, config, now), now);
  }

  async list(query: Record<string, unknown>) {
    const { rows, count } = await listPage(this.db, LIST, query, (where, limit, skip) =>
      this.db
        .select()
        .from(warehouses)
        .where(where)
        .orderBy(sql`lower(${warehouses.name})`, warehouses.id)
        .limit(limit)
        .offset(skip),
    );
    return { records: rows.map(toRecord), count };
  }

  /** The warehouse and its Warehouse account, with the invitation e-mail queued. */
  add(body: WarehouseBody): Promise<WarehouseRecord> {
    return refusingDuplicates(DUPLICATES, () =>
      this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(warehouses)
          .values({ ...editableColumns(body), email: body.contact_email })
          .returning();
        await this.accounts.open(tx, { kind: 'warehouse', id: row.id }, body.contact_email);
        return toRecord(row);
      }),
    );
  }

  edit({ id, ...body }: WarehouseBody & { id: string }): Promise<WarehouseRecord> {
    return this.db.transaction(async (tx) => {
      const current = await this.find(tx, id);
      // The contact e-mail is the account's sign-in name (DESIGN.md section 3).
      assertUnchanged('contact_email', 'The contact e-mail', current.email, body.contact_email, sameEmail);
      return toRecord(await this.update(tx, id, { ...editableColumns(body), updatedAt: this.now() }));
    });
  }

  /** While deactivated, the account cannot sign in or use its sessions (AuthService checks the owner). */
  setStatus(id: string, current: boolean): Promise<WarehouseRecord> {
    return this.db.transaction(async (tx) => {
      const activated = toggledActivation((await this.find(tx, id)).activated, current);
      return toRecord(await this.update(tx, id, { activated, updatedAt: this.now() }));
    });
  }

  /** Hides the warehouse (history that points at it survives) and closes its account. */
  delete(id: string): Promise<WarehouseRecord> {
    return this.db.transaction(async (tx) => {
      await this.find(tx, id);
      const now = this.now();
      const row = await this.update(tx, id, { deletedAt: now, updatedAt: now });
      await this.accounts.close(tx, { kind: 'warehouse', id });
      return toRecord(row);
    });
  }

  /** One live record, for the canonical show and edit screens. */
  get(id: string): Promise<WarehouseRecord> {
    return this.db.transaction(async (tx) => toRecord(await this.find(tx, id)));
  }

  private async find(tx: Tx, id: string): Promise<WarehouseRow> {
    const [row] = await tx
      .select()
      .from(warehouses)
      .where(and(eq(warehouses.id, id), live))
      .for('update');
    if (!row) throw notFound('Warehouse not found');
    return row;
  }

  private async update(
    tx: Tx,
    id: string,
    set: Partial<typeof warehouses.$inferInsert>,
  ): Promise<WarehouseRow> {
    const [row] = await tx.update(warehouses).set(set).where(eq(warehouses.id, id)).returning();
    return row;
  }
}
