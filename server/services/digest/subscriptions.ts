import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { sideBySide } from '../../db/sideBySide';
import { digestSubscriptions, settings, suppliers, warehouses } from '../../db/schema';
import {
  parseRecipientKey,
  recipientKey,
  type DigestRecipient,
  type DigestRecipientKind,
} from '../../../domain/digest';
import type { DailyDigestBody, DigestRecipientRecord } from '../../../domain/schemas/digest';
import { notFound } from '../../http/errors';
import { say } from '../../../domain/texts/answers';

export const OPERATOR_NAME = 'Operator';

/**
 * Every recipient a digest may go to: the operator (at the Settings' send-from address) and each
 * active warehouse and supplier (at its contact e-mail), each with its switch (off unless a
 * subscription row says on).
 */
export async function digestRecipients(db: DbOrTx): Promise<DigestRecipientRecord[]> {
  const [[setting], warehouseRows, supplierRows, subscribed] = await sideBySide(
    db,
    () => db.select({ email: settings.sendFromEmail }).from(settings),
    () =>
      db
        .select({ id: warehouses.id, name: warehouses.name, email: warehouses.email })
        .from(warehouses)
        .where(and(eq(warehouses.activated, true), isNull(warehouses.deletedAt)))
        .orderBy(asc(warehouses.name)),
    () =>
      db
        .select({ id: suppliers.id, name: suppliers.name, email: suppliers.contactEmail })
        .from(suppliers)
        .where(and(eq(suppliers.activated, true), isNull(suppliers.deletedAt)))
        .orderBy(asc(suppliers.name)),
    () => db.select({ recipient: digestSubscriptions.recipient }).from(digestSubscriptions),
  );
  const on = new Set(subscribed.map((s) => s.recipient));
  const record = (kind: DigestRecipientKind, id: string | null, name: string, email: string | null) => {
    const recipient = recipientKey(kind, id);
    return { recipient, kind, name, email, enabled: on.has(recipient) };
  };
  return [
    record('operator', null, OPERATOR_NAME, setting?.email ?? null),
    ...warehouseRows.map((w) => record('warehouse', w.id, w.name, w.email)),
    ...supplierRows.map((s) => record('supplier', s.id, s.name, s.email)),
  ];
}

/** The recipients switched on that a digest can reach: active, with an address. */
export async function subscribedRecipients(db: DbOrTx): Promise<DigestRecipient[]> {
  return (await digestRecipients(db))
    .filter((r): r is DigestRecipientRecord & { email: string } => r.enabled && !!r.email)
    .map((r) => ({ kind: r.kind, id: parseRecipientKey(r.recipient)!.id, name: r.name, email: r.email }));
}

/** The Settings' "Daily digest" switches (Admin only, docs/api.md). */
export class DigestSubscriptionsService {
  constructor(private readonly db: Database) {}

  list(): Promise<DigestRecipientRecord[]> {
    return digestRecipients(this.db);
  }

  /** Switches one recipient on or off; a warehouse or supplier must be active. Answers the whole list. */
  async set({ recipient, enabled }: DailyDigestBody): Promise<DigestRecipientRecord[]> {
    const key = parseRecipientKey(recipient)!;
    const known = (await this.list()).some((r) => r.recipient === recipientKey(key.kind, key.id));
    if (!known) throw notFound(say('noActiveWarehouseSupplierThat'));
    const row = {
      recipient: recipientKey(key.kind, key.id),
      warehouseId: key.kind === 'warehouse' ? key.id : null,
      supplierId: key.kind === 'supplier' ? key.id : null,
    };
    // In a transaction, as every write, so that its activity names who switched it (db/actor.ts).
    await this.db.transaction(async (tx) => {
      if (enabled) await tx.insert(digestSubscriptions).values(row).onConflictDoNothing();
      else await tx.delete(digestSubscriptions).where(eq(digestSubscriptions.recipient, row.recipient));
    });
    return this.list();
  }
}
