import { toggledActivation } from './activation';
import { z } from 'zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Tx } from '../db/client';
import { suppliers } from '../db/schema';
import type { SupplierBody } from '../../domain/schemas/masterData';
import { notFound } from '../http/errors';
import { AuthService } from './auth';
import { listPage, type ListSpec } from './listQuery';
import {
  Accounts,
  ACCOUNT_TAKEN,
  addressColumns,
  addressOf,
  assertUnchanged,
  notificationColumns,
  notificationOf,
  notificationRecord,
  pickupTimesOf,
  pickupTimesRecord,
  refusingDuplicates,
  zipAddressRecord,
} from './masterRecords';

/** A supplier as the browser reads it (docs/api.md, Master data). */
export const supplierRecord = z.object({
  _id: z.string(),
  name: z.string(),
  contact_person: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  activated: z.boolean(),
  address: zipAddressRecord,
  pickup_times: pickupTimesRecord,
  dropShipping_available: z.boolean(),
  ...notificationRecord,
  createdAt: z.string(),
});
export type SupplierRecord = z.infer<typeof supplierRecord>;

type SupplierRow = typeof suppliers.$inferSelect;

/** Every column the form sets except the name, which is set once, on add. */
function editableColumns(body: SupplierBody) {
  return {
    contactPerson: body.contact_person,
    contactEmail: body.contact_email,
    contactPhone: body.contact_phone,
    ...addressColumns(body),
    zipCode: body.zipCode,
    pickupStartTime: body.startTime,
    pickupEndTime: body.endTime,
    dropShippingAvailable: body.dropShipping_available,
    ...notificationColumns(body),
  };
}

const DUPLICATES = {
  suppliers_name_live_key: { field: 'name', msg: 'A supplier with this name already exists' },
  suppliers_email_live_key: { field: 'contact_email', msg: 'A supplier with this e-mail already exists' },
  users_email_lower_key: ACCOUNT_TAKEN,
};

const live = isNull(suppliers.deletedAt);
const LIST: ListSpec<'available' | 'unavailable'> = {
  table: suppliers,
  searchColumn: suppliers.searchText,
  // The supplier list filters on drop shipping, not on activation (spec 001 section 7).
  tags: {
    available: eq(suppliers.dropShippingAvailable, true),
    unavailable: eq(suppliers.dropShippingAvailable, false),
  },
  always: live,
};

/** Suppliers and their sign-in accounts (spec 001; DESIGN.md section 3). Each write is one transaction. */
export class SupplierService {
  private readonly accounts: Accounts;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.accounts = new Accounts(new AuthService(db, config, now), now);
  }

  private toRecord(row: SupplierRow): SupplierRecord {
    return {
      _id: row.id,
      name: row.name,
      contact_person: row.contactPerson,
      contact_email: row.contactEmail,
      contact_phone: row.contactPhone,
      activated: row.activated,
      address: { ...addressOf(row), zipCode: row.zipCode },
      pickup_times: pickupTimesOf(row),
      dropShipping_available: row.dropShippingAvailable,
      ...notificationOf(row, this.now(), this.config.timeZone),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async list(query: Record<string, unknown>) {
    const { rows, count } = await listPage(this.db, LIST, query, (where, limit, skip) =>
      this.db
        .select()
        .from(suppliers)
        .where(where)
        .orderBy(sql`lower(${suppliers.name})`, suppliers.id)
        .limit(limit)
        .offset(skip),
    );
    return { records: rows.map((row) => this.toRecord(row)), count };
  }

  /** The supplier and its Supplier account, with the invitation e-mail queued. */
  add(body: SupplierBody): Promise<SupplierRecord> {
    return refusingDuplicates(DUPLICATES, () =>
      this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(suppliers)
          .values({ ...editableColumns(body), name: body.name })
          .returning();
        await this.accounts.open(tx, { kind: 'supplier', id: row.id }, body.contact_email);
        return this.toRecord(row);
      }),
    );
  }

  /** A new contact e-mail becomes the account's sign-in e-mail too. */
  edit({ id, ...body }: SupplierBody & { id: string }): Promise<SupplierRecord> {
    return refusingDuplicates(DUPLICATES, () =>
      this.db.transaction(async (tx) => {
        const current = await this.find(tx, id);
        assertUnchanged('name', 'The supplier name', current.name, body.name);
        const row = await this.update(tx, id, { ...editableColumns(body), updatedAt: this.now() });
        if (row.contactEmail !== current.contactEmail)
          await this.accounts.changeEmail(tx, { kind: 'supplier', id }, row.contactEmail);
        return this.toRecord(row);
      }),
    );
  }

  /** While deactivated, the account cannot sign in or use its sessions (AuthService checks the owner). */
  setStatus(id: string, current: boolean): Promise<SupplierRecord> {
    return this.db.transaction(async (tx) => {
      const activated = toggledActivation((await this.find(tx, id)).activated, current);
      return this.toRecord(await this.update(tx, id, { activated, updatedAt: this.now() }));
    });
  }

  /** Hides the supplier (its products and purchase orders keep pointing at it) and closes its account. */
  delete(id: string): Promise<SupplierRecord> {
    return this.db.transaction(async (tx) => {
      await this.find(tx, id);
      const now = this.now();
      const row = await this.update(tx, id, { deletedAt: now, updatedAt: now });
      await this.accounts.close(tx, { kind: 'supplier', id });
      return this.toRecord(row);
    });
  }

  /** One live record, for the canonical show and edit screens. */
  get(id: string): Promise<SupplierRecord> {
    return this.db.transaction(async (tx) => this.toRecord(await this.find(tx, id)));
  }

  private async find(tx: Tx, id: string): Promise<SupplierRow> {
    const [row] = await tx
      .select()
      .from(suppliers)
      .where(and(eq(suppliers.id, id), live))
      .for('update');
    if (!row) throw notFound('Supplier not found');
    return row;
  }

  private async update(
    tx: Tx,
    id: string,
    set: Partial<typeof suppliers.$inferInsert>,
  ): Promise<SupplierRow> {
    const [row] = await tx.update(suppliers).set(set).where(eq(suppliers.id, id)).returning();
    return row;
  }
}
