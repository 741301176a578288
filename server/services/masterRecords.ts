import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { suppliers, users, warehouses } from '../db/schema';
import { formatSchedule, parseSchedule, scheduleLabel } from '../../domain/schedule';
import { AppError, invalidField, msgOf, type Msg } from '../http/errors';
import { isStaleEdit, STALE_FIELD, staleEditRefusal } from '../../domain/staleEdit';
import type { AuthService } from './auth';
import { sanitizeEmailHtml } from './html';
import { say } from '../../domain/texts/answers';

/**
 * What warehouses, suppliers and shipping agents share beside their declared fields: the
 * notification e-mail, locked fields, duplicate keys, and (warehouses and suppliers) the
 * sign-in account that goes with the record.
 */

// ---- Notification e-mail (suppliers and shipping agents) ----

interface NotificationRow {
  notificationDays: number;
  notificationTime: string;
  emailSubject: string;
  customeEmail: string;
  imgName: string | null;
  emailLanguage: string;
}
interface NotificationBody {
  notification_schedule: string;
  email_subject: string;
  customeEmail: string;
  imgName: string | null;
  /** Left out (a client from before it existed): the stored one is kept. */
  email_language?: string;
}

/** The stored day count and time answered as the documented 'days,time' text and its list label. */
export function notificationOf(row: NotificationRow, now: Date, timeZone: string) {
  const schedule = formatSchedule({ days: row.notificationDays, time: row.notificationTime });
  return {
    notification_schedule: schedule,
    schedule_label: scheduleLabel(schedule, now, timeZone),
    email_subject: row.emailSubject,
    customeEmail: row.customeEmail,
    imgName: row.imgName,
    email_language: row.emailLanguage,
  };
}

/** The body's schedule split into its two columns, and the e-mail body made safe to store and send. */
export function notificationColumns(
  body: NotificationBody,
): Omit<NotificationRow, 'emailLanguage'> & { emailLanguage?: string } {
  // The body schema has already refused a schedule that does not parse.
  const schedule = parseSchedule(body.notification_schedule)!;
  return {
    notificationDays: schedule.days,
    notificationTime: schedule.time,
    emailSubject: body.email_subject,
    customeEmail: sanitizeEmailHtml(body.customeEmail),
    imgName: body.imgName,
    ...(body.email_language ? { emailLanguage: body.email_language } : {}),
  };
}

// ---- Edits made on an older copy ----

/** What a stale edit is checked against: the stored record's last save and who made it. */
export interface LastSave {
  updatedAt: Date | null;
  updatedBy: string | null;
}

/**
 * Refuses (409 naming `updatedAt` and who saved meanwhile) an edit sent from a copy older than
 * the stored record. Called on the row locked for the edit, so no save can come in between.
 */
export async function assertNotStale(tx: Tx, sent: unknown, stored: LastSave): Promise<void> {
  if (!isStaleEdit(sent as string | null | undefined, stored.updatedAt)) return;
  const [saver] = stored.updatedBy
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, stored.updatedBy))
    : [];
  const said = staleEditRefusal({ by: saver?.email ?? null, at: stored.updatedAt! });
  throw new AppError(409, said, [{ field: STALE_FIELD, message: said.msg }]);
}

// ---- Locked fields and duplicate keys ----

/** A locked field may be sent back unchanged; another value is refused, naming the field. */
export function assertUnchanged(
  field: string,
  label: string,
  current: string,
  sent: string,
  same = (a: string, b: string) => a === b,
) {
  if (!same(current.trim(), sent.trim())) throw invalidField(field, say('cannotBeChanged', { field: label }));
}

export const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export interface DuplicateKey {
  field: string;
  msg: Msg;
}

export const ACCOUNT_TAKEN: DuplicateKey = {
  field: 'contact_email',
  msg: say('emailTaken'),
};
const duplicate = ({ field, msg }: DuplicateKey) => new AppError(409, msg, [{ field, message: msgOf(msg) }]);

/** The constraint a PostgreSQL unique violation (23505) names, wherever the driver wrapped it. */
export function uniqueViolation(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a write and turns a unique violation of a known key into a 409 naming the field. The
 * database decides, so two concurrent adds of the same name cannot both succeed. A key may be
 * looked up once refused (to name the record that holds the value).
 */
export async function refusingDuplicates<T>(
  keys: Record<string, DuplicateKey | (() => Promise<DuplicateKey>)>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    const key = constraint === undefined ? undefined : keys[constraint];
    if (key) throw duplicate(typeof key === 'function' ? await key() : key);
    throw error;
  }
}

// ---- Sign-in accounts of warehouses and suppliers ----

export interface Owner {
  kind: 'warehouse' | 'supplier';
  id: string;
}

const ownerColumns = (owner: Owner) =>
  owner.kind === 'warehouse'
    ? { role: 'Warehouse' as const, warehouseId: owner.id, supplierId: null }
    : { role: 'Supplier' as const, warehouseId: null, supplierId: owner.id };

const ownedBy = (owner: Owner) =>
  owner.kind === 'warehouse' ? eq(users.warehouseId, owner.id) : eq(users.supplierId, owner.id);

/** The account of a warehouse or supplier follows its record: created, renamed and closed with it. */
export class Accounts {
  constructor(
    private readonly auth: AuthService,
    private readonly now: () => Date,
  ) {}

  /**
   * Creates the owner's account for the e-mail and queues its invitation. An account left
   * behind by a deleted warehouse or supplier is taken over (same person, same mailbox);
   * any other account with that e-mail is a conflict.
   */
  async open(tx: Tx, owner: Owner, email: string) {
    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .for('update');
    let account: { id: string; email: string };
    if (!existing) {
      [account] = await tx
        .insert(users)
        .values({ email, ...ownerColumns(owner) })
        .returning();
    } else if (await this.ownerIsDeleted(tx, existing)) {
      const now = this.now();
      // The old password and links must not open the new record: only the new invitation does.
      [account] = await tx
        .update(users)
        .set({ email, ...ownerColumns(owner), active: true, passwordHash: null, updatedAt: now })
        .where(eq(users.id, existing.id))
        .returning();
      await this.auth.voidPasswordLinks(tx, existing.id);
      await this.auth.revokeSessions(tx, existing.id);
    } else {
      throw duplicate(ACCOUNT_TAKEN);
    }
    await this.auth.sendPasswordLink(tx, account, 'invite');
  }

  private async ownerIsDeleted(tx: Tx, user: typeof users.$inferSelect): Promise<boolean> {
    if (user.role === 'Warehouse' && user.warehouseId) {
      const [w] = await tx
        .select({ deletedAt: warehouses.deletedAt })
        .from(warehouses)
        .where(eq(warehouses.id, user.warehouseId));
      return !!w?.deletedAt;
    }
    if (user.role === 'Supplier' && user.supplierId) {
      const [s] = await tx
        .select({ deletedAt: suppliers.deletedAt })
        .from(suppliers)
        .where(eq(suppliers.id, user.supplierId));
      return !!s?.deletedAt;
    }
    return false;
  }

  /** The sign-in e-mail follows the contact e-mail; another account's e-mail is a conflict. */
  async changeEmail(tx: Tx, owner: Owner, email: string) {
    const holders = await tx
      .select({ warehouseId: users.warehouseId, supplierId: users.supplierId })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    const own = owner.kind === 'warehouse' ? 'warehouseId' : 'supplierId';
    if (holders.some((holder) => holder[own] !== owner.id)) throw duplicate(ACCOUNT_TAKEN);
    await tx
      .update(users)
      .set({ email, updatedAt: this.now() })
      .where(and(ownedBy(owner), ne(users.email, email)));
  }

  /**
   * A deleted record's account can no longer sign in: its open sessions end now, and its
   * invitation and reset links stop working (they would otherwise still set a password).
   */
  async close(tx: Tx, owner: Owner) {
    const closed = await tx
      .update(users)
      .set({ active: false, updatedAt: this.now() })
      .where(ownedBy(owner))
      .returning({ id: users.id });
    for (const { id } of closed) {
      await this.auth.revokeSessions(tx, id);
      await this.auth.voidPasswordLinks(tx, id);
    }
  }
}
