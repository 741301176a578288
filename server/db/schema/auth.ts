import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../../domain/roles';
import { PASSWORD_TOKEN_PURPOSES } from '../../../domain/values';
import { at, createdAt, id, updatedAt, valueList } from './columns';
import { suppliers, warehouses } from './masterData';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull(),
    warehouseId: uuid('warehouse_id').references(() => warehouses.id),
    supplierId: uuid('supplier_id').references(() => suppliers.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ${valueList(ROLES)}`),
    // A Warehouse account belongs to one warehouse, a Supplier account to one supplier.
    check(
      'users_role_owner_check',
      sql`(${t.role} = 'Admin') or (${t.role} = 'Warehouse' and ${t.warehouseId} is not null) or (${t.role} = 'Supplier' and ${t.supplierId} is not null)`,
    ),
  ],
);

/** Sign-in sessions; only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Invitation and password-reset tokens: hashed, single use, with an expiry. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PASSWORD_TOKEN_PURPOSES }).notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

/**
 * Failures and requests counted per key in fixed windows (failed sign-ins, forgot-password,
 * the token calls: server/services/limitCounts.ts). In the database so that every server
 * process counts together; a row past resets_at counts as none and is swept now and then.
 */
export const limitCounts = pgTable(
  'limit_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: at('resets_at').notNull(),
  },
  (t) => [index('limit_counts_resets_idx').on(t.resetsAt)],
);

/** Browsers (the fbo_device cookie) that signed in to an account, until when they stay known. */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    device: text('device').notNull(),
    /** The account's e-mail, trimmed and lower-cased (signInLimits accountKey). */
    account: text('account').notNull(),
    knownUntil: at('known_until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.device, t.account] }), index('known_browsers_until_idx').on(t.knownUntil)],
);
