import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { recordActor } from '../db/actor';
import type { Config } from '../config';
import type { Database, DbOrTx } from '../db/client';
import { passwordTokens, sessions, suppliers, userPreferences, users, warehouses } from '../db/schema';
import { emailTexts } from '../../domain/emailTexts';
import type { Role } from '../../domain/roles';
import { ownerLetsAct } from '../../domain/activation';
import { AppError, badRequest, forbidden, invalidField, unauthorized } from '../http/errors';
import { checkPassword, hashPassword, hashToken, newToken, verifyPassword } from './passwords';
import { linkEmail, queueEmail } from './mail';
import { SignInLimits, type SignInClient } from './signInLimits';
import { say } from '../../domain/texts/answers';

export interface SignedInUser {
  id: string;
  email: string;
  role: Role;
  warehouseId: string | null;
  supplierId: string | null;
  sessionId: string;
}

export const PASSWORD_CHANGE_MSG =
  'Password reset email sent to your email. Please logout now, otherwise you will not be able to change password.';
export const FORGOT_MSG = 'If an account exists for this e-mail, we have sent a link to set a new password.';
const WRONG_CREDENTIALS = 'Invalid email or password';

const MINUTE = 60_000;

export function publicUser(u: {
  id: string;
  email: string;
  role: Role;
  warehouseId: string | null;
  supplierId: string | null;
}) {
  return { id: u.id, email: u.email, role: u.role, warehouseId: u.warehouseId, supplierId: u.supplierId };
}

/**
 * A request's session, its user and the user's warehouse or supplier, in one prepared statement:
 * every request of a signed-in user runs it, so it is parsed and planned once per connection.
 */
function sessionQuery(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      email: users.email,
      role: users.role,
      warehouseId: users.warehouseId,
      supplierId: users.supplierId,
      active: users.active,
      warehouseActivated: warehouses.activated,
      warehouseDeletedAt: warehouses.deletedAt,
      supplierActivated: suppliers.activated,
      supplierDeletedAt: suppliers.deletedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(warehouses, eq(warehouses.id, users.warehouseId))
    .leftJoin(suppliers, eq(suppliers.id, users.supplierId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('authenticate_session');
}

/** Sign-in, sessions and password tokens. Each method is one transaction. */
export class AuthService {
  private readonly limits: SignInLimits;
  private readonly sessionOf: ReturnType<typeof sessionQuery>;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.limits = new SignInLimits(db, config.authRateLimit, now);
    this.sessionOf = sessionQuery(db);
  }

  private findByEmail(db: DbOrTx, email: string) {
    return db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .then((rows) => rows[0]);
  }

  /** A Warehouse or Supplier account is usable only while its warehouse or supplier is live and activated. */
  private async ownerIsActive(db: DbOrTx, user: typeof users.$inferSelect): Promise<boolean> {
    const owner =
      user.role === 'Warehouse' && user.warehouseId
        ? (
            await db
              .select({ activated: warehouses.activated, deletedAt: warehouses.deletedAt })
              .from(warehouses)
              .where(eq(warehouses.id, user.warehouseId))
          )[0]
        : user.role === 'Supplier' && user.supplierId
          ? (
              await db
                .select({ activated: suppliers.activated, deletedAt: suppliers.deletedAt })
                .from(suppliers)
                .where(eq(suppliers.id, user.supplierId))
            )[0]
          : null;
    return ownerLetsAct(user, owner);
  }

  /** Signs in; answers the session token, the user and the browser's device id (see SignInLimits). */
  async login(email: string, password: string, client: SignInClient) {
    const attempt = await this.limits.check(email, client);
    const user = await this.findByEmail(this.db, email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await this.limits.failed(attempt);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    if (!user.active || !(await this.ownerIsActive(this.db, user))) {
      throw unauthorized(say('accountDeactivatedPleaseContactAdministrator'));
    }
    const token = newToken();
    const now = this.now();
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.config.sessionAbsoluteHours * 60 * MINUTE),
    });
    return { token, user: publicUser(user), device: await this.limits.succeeded(attempt) };
  }

  /** The user behind a session token, or null when the token is unknown, revoked, idle or expired. */
  async authenticate(token: string | undefined): Promise<SignedInUser | null> {
    if (!token || token.length > 200) return null;
    const now = this.now();
    const [row] = await this.sessionOf.execute({ tokenHash: hashToken(token), now });
    if (!row || !row.active) return null;
    const idleLimit = row.lastSeenAt.getTime() + this.config.sessionIdleMinutes * MINUTE;
    if (idleLimit <= now.getTime()) {
      await this.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.sessionId));
      return null;
    }
    const owner =
      row.role === 'Warehouse'
        ? { activated: row.warehouseActivated ?? false, deletedAt: row.warehouseDeletedAt }
        : { activated: row.supplierActivated ?? false, deletedAt: row.supplierDeletedAt };
    if (!ownerLetsAct(row, owner)) return null;
    // Touch at most once a minute: cheap, and precise enough for an idle timeout in minutes.
    if (now.getTime() - row.lastSeenAt.getTime() > MINUTE) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    }
    return { ...publicUser(row), sessionId: row.sessionId };
  }

  async logout(sessionId: string) {
    await this.db.update(sessions).set({ revokedAt: this.now() }).where(eq(sessions.id, sessionId));
  }

  async revokeSessions(db: DbOrTx, userId: string, exceptSessionId?: string) {
    await db
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
        ),
      );
  }

  /** Every link still out for the user (invitation, reset) stops working. */
  async voidPasswordLinks(db: DbOrTx, userId: string) {
    await db
      .update(passwordTokens)
      .set({ usedAt: this.now() })
      .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
  }

  /** Creates a single-use token and queues the e-mail with its /set-password link. */
  async sendPasswordLink(db: DbOrTx, user: { id: string; email: string }, purpose: 'invite' | 'reset') {
    const token = newToken();
    const now = this.now();
    const hours = purpose === 'invite' ? 7 * 24 : this.config.resetTokenMinutes / 60;
    await db.insert(passwordTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + hours * 60 * MINUTE),
    });
    const url = `${this.config.appUrl}/set-password?token=${encodeURIComponent(token)}`;
    // In the reader's language: the user's own choice, else its supplier's e-mail language.
    const t = emailTexts(await this.languageOf(db, user.id))[purpose];
    await queueEmail(
      db,
      linkEmail({ kind: purpose === 'invite' ? 'invite' : 'password-reset', to: user.email, url, ...t }),
    );
  }

  /** The language a user reads: its saved choice, else its supplier's e-mail language, else none. */
  private async languageOf(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ chosen: userPreferences.language, supplier: suppliers.emailLanguage })
      .from(users)
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .leftJoin(suppliers, eq(suppliers.id, users.supplierId))
      .where(eq(users.id, userId));
    return row?.chosen ?? row?.supplier ?? null;
  }

  /** Answers the same whether or not the account exists. */
  async forgotPassword(email: string) {
    await this.db.transaction(async (tx) => {
      const user = await this.findByEmail(tx, email);
      if (user && user.active) await this.sendPasswordLink(tx, user, 'reset');
    });
    return { msg: FORGOT_MSG };
  }

  private async usableToken(db: DbOrTx, token: string) {
    const [row] = await db
      .select()
      .from(passwordTokens)
      .where(
        and(
          eq(passwordTokens.tokenHash, hashToken(token)),
          isNull(passwordTokens.usedAt),
          gt(passwordTokens.expiresAt, this.now()),
        ),
      );
    return row;
  }

  async checkToken(token: string) {
    if (!(await this.usableToken(this.db, token))) throw badRequest(say('tokenInvalid'));
    return say('tokenValid');
  }

  /** Sets the password from a token: the token is spent, every session of the user ends. */
  async updatePassword(token: string, password: string) {
    const problem = checkPassword(password);
    if (problem) throw invalidField('password', problem);
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const now = this.now();
      // Spending the token and checking it are one statement: two concurrent uses cannot both win.
      const [spent] = await tx
        .update(passwordTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordTokens.tokenHash, hashToken(token)),
            isNull(passwordTokens.usedAt),
            gt(passwordTokens.expiresAt, now),
          ),
        )
        .returning();
      if (!spent) throw invalidField('token', say('tokenInvalid'));
      // The link's holder is the account: its activity names it, not a user not signed in.
      const [account] = await tx
        .select({ id: users.id, role: users.role, email: users.email })
        .from(users)
        .where(eq(users.id, spent.userId));
      if (account)
        await recordActor(tx, { kind: 'user', id: account.id, role: account.role, name: account.email });
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, spent.userId));
      // Other links still out there stop working too.
      await this.voidPasswordLinks(tx, spent.userId);
      await this.revokeSessions(tx, spent.userId);
      return say('passwordChangedSuccessfully');
    });
  }

  /** Change Password screen: checks the current password, then e-mails a reset link. */
  async changePassword(user: SignedInUser, email: string, currentPassword: string) {
    if (email.trim().toLowerCase() !== user.email.toLowerCase())
      throw forbidden(say('youOnlyChangeOwnPassword'));
    const [row] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
      throw invalidField('password', say('currentPasswordNotCorrect'));
    }
    await this.db.transaction((tx) => this.sendPasswordLink(tx, row, 'reset'));
    return { msg: PASSWORD_CHANGE_MSG };
  }

  /** Ensures an Admin account exists for ADMIN_EMAIL (its password is set only when it is created). */
  async ensureAdmin(email: string, password: string) {
    const existing = await this.findByEmail(this.db, email);
    if (existing) return { created: false };
    const problem = checkPassword(password);
    if (problem) throw new AppError(500, `ADMIN_PASSWORD is not acceptable: ${problem}`);
    await this.db.insert(users).values({
      email: email.trim().toLowerCase(),
      role: 'Admin',
      passwordHash: await hashPassword(password),
    });
    return { created: true };
  }
}
