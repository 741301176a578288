import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Tx } from '../db/client';
import {
  orders,
  pickupOrders,
  poAssignments,
  purchaseOrders,
  puoAssignments,
  stock,
  warehouses,
} from '../db/schema';
import type { Hold } from '../../domain/deletionHolds';
import { openOrders, pickupOrderLines, purchaseOrderLines, stockUnits } from './deletionHolds';
import type { WarehouseBody } from '../../domain/schemas/masterData';
import type { WarehouseRecord } from '../../domain/schemas/masterDataRecords';
import { AuthService } from './auth';
import { listPage, type ListSpec } from './listQuery';
import {
  Accounts,
  ACCOUNT_TAKEN,
  addressColumns,
  addressOf,
  assertUnchanged,
  pickupTimesOf,
  refusingDuplicates,
  sameEmail,
} from './masterRecords';
import { SoftDeletedRecords } from './softDeletedRecords';

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

/**
 * What a warehouse's deletion waits for: orders assigned to it and not shipped, its stock,
 * goods bought for it and not yet shipped, and pickups from or to it.
 */
async function holdsOf(tx: Tx, id: string): Promise<Hold[]> {
  const toIt = eq(poAssignments.warehouseId, id);
  return [
    await openOrders(tx, eq(orders.assignedWarehouseId, id)),
    await stockUnits(tx, eq(stock.warehouseId, id)),
    await purchaseOrderLines(
      tx,
      'openPurchaseOrderLines',
      and(toIt, eq(purchaseOrders.notificationStatus, 'to_be_sent')),
    ),
    await purchaseOrderLines(
      tx,
      'sentPurchaseOrderLines',
      and(toIt, eq(purchaseOrders.notificationStatus, 'sent')),
    ),
    await pickupOrderLines(
      tx,
      or(eq(pickupOrders.pickupWarehouseId, id), eq(puoAssignments.warehouseId, id)),
    ),
  ];
}

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
  private readonly records: SoftDeletedRecords<typeof warehouses, WarehouseRecord>;

  constructor(
    private readonly db: Database,
    config: Config,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.accounts = new Accounts(new AuthService(db, config, now), now);
    this.records = new SoftDeletedRecords(
      db,
      warehouses,
      'Warehouse not found',
      toRecord,
      now,
      holdsOf,
      (tx, id) => this.accounts.close(tx, { kind: 'warehouse', id }),
    );
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
      const current = await this.records.find(tx, id);
      // The contact e-mail is the account's sign-in name (DESIGN.md section 3).
      assertUnchanged('contact_email', 'The contact e-mail', current.email, body.contact_email, sameEmail);
      return toRecord(await this.records.update(tx, id, { ...editableColumns(body), updatedAt: this.now() }));
    });
  }

  /** While deactivated, the account cannot sign in or use its sessions (AuthService checks the owner). */
  setStatus(id: string, current: boolean): Promise<WarehouseRecord> {
    return this.records.setStatus(id, current);
  }

  /**
   * Hides the warehouse (history that points at it survives) and closes its account; 409 while
   * unfinished orders, stock, purchases or pickups depend on it.
   */
  delete(id: string): Promise<WarehouseRecord> {
    return this.records.delete(id);
  }

  get(id: string): Promise<WarehouseRecord> {
    return this.records.get(id);
  }
}
