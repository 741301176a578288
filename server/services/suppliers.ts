import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Tx } from '../db/client';
import { pickupOrders, products, purchaseOrders, suppliers } from '../db/schema';
import type { Hold } from '../../domain/deletionHolds';
import { pickupOrderLines, purchaseOrderLines } from './deletionHolds';
import type { SupplierBody } from '../../domain/schemas/masterData';
import type { SupplierRecord } from '../../domain/schemas/masterDataRecords';
import { AuthService } from './auth';
import { listPage, type ListSpec } from './listQuery';
import {
  Accounts,
  ACCOUNT_TAKEN,
  contactColumns,
  contactOf,
  addressOf,
  assertUnchanged,
  notificationColumns,
  notificationOf,
  pickupTimesOf,
  refusingDuplicates,
} from './masterRecords';
import { SoftDeletedRecords } from './softDeletedRecords';

type SupplierRow = typeof suppliers.$inferSelect;

/** Every column the form sets except the name, which is set once, on add. */
function editableColumns(body: SupplierBody) {
  return {
    ...contactColumns(body),
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

/**
 * What a supplier's deletion waits for: its live products (orders would still be bought from
 * it), lines of its POs not yet shipped (its sign-in would close before they are Ready or
 * tracked), and pickups at its address.
 */
async function holdsOf(tx: Tx, id: string): Promise<Hold[]> {
  const [owned] = await tx
    .select({
      count: sql<number>`count(*)`,
      refs: sql<
        string[]
      >`coalesce(array_agg(${products.internalSku} order by ${products.internalSku}), '{}')`,
    })
    .from(products)
    .where(and(eq(products.supplierId, id), isNull(products.deletedAt)));
  const ofSupplier = eq(purchaseOrders.supplierId, id);
  return [
    { kind: 'products', count: Number(owned.count), refs: owned.refs },
    await purchaseOrderLines(
      tx,
      'openPurchaseOrderLines',
      and(ofSupplier, eq(purchaseOrders.notificationStatus, 'to_be_sent')),
    ),
    await purchaseOrderLines(
      tx,
      'sentPurchaseOrderLines',
      and(ofSupplier, eq(purchaseOrders.notificationStatus, 'sent')),
    ),
    await pickupOrderLines(tx, eq(pickupOrders.pickupSupplierId, id)),
  ];
}

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
  private readonly records: SoftDeletedRecords<typeof suppliers, SupplierRecord>;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.accounts = new Accounts(new AuthService(db, config, now), now);
    this.records = new SoftDeletedRecords(
      db,
      suppliers,
      'Supplier not found',
      (row) => this.toRecord(row),
      now,
      holdsOf,
      (tx, id) => this.accounts.close(tx, { kind: 'supplier', id }),
    );
  }

  private toRecord(row: SupplierRow): SupplierRecord {
    return {
      _id: row.id,
      name: row.name,
      ...contactOf(row),
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
        const current = await this.records.find(tx, id);
        assertUnchanged('name', 'The supplier name', current.name, body.name);
        const row = await this.records.update(tx, id, { ...editableColumns(body), updatedAt: this.now() });
        if (row.contactEmail !== current.contactEmail)
          await this.accounts.changeEmail(tx, { kind: 'supplier', id }, row.contactEmail);
        return this.toRecord(row);
      }),
    );
  }

  /** While deactivated, the account cannot sign in or use its sessions (AuthService checks the owner). */
  setStatus(id: string, current: boolean): Promise<SupplierRecord> {
    return this.records.setStatus(id, current);
  }

  /**
   * Hides the supplier (finished purchase orders keep pointing at it) and closes its account;
   * 409 while it has products or unfinished PO or pickup lines.
   */
  delete(id: string): Promise<SupplierRecord> {
    return this.records.delete(id);
  }

  get(id: string): Promise<SupplierRecord> {
    return this.records.get(id);
  }
}
