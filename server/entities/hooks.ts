import type { SQLWrapper } from 'drizzle-orm';
import type { SortOrder } from '../../domain/listQuery';
import type { Config } from '../config';
import type { Database, DbOrTx, Tx } from '../db/client';
import type { EntityMessages } from '../../domain/entities/entity';
import type { Said } from '../../domain/texts/answers';
import type { Hold } from '../../domain/deletionHolds';
import type { DuplicateKey } from '../services/masterRecords';
import type { FlowEffects } from '../flows/flow';

/** What an entity adds to its generated service (server/entities/entityService.ts), and what it is given. */
export type EntityRecord = Record<string, unknown> & { _id: string };

/** What hooks may need of the app: its database and configuration, its clock, the outbox. */
export interface HookContext {
  timeZone: string;
  db: Database;
  config: Config;
  now: () => Date;
  /** Wakes what a committed write queued: the outbox sends its e-mails now (server/flows/flow.ts). */
  effects: FlowEffects;
}

/** A write as the hooks see it: the request's body and the signed-in user who sent it. */
export interface Write {
  body: Record<string, unknown>;
  userId: string | null;
}

/** A write about to be made; `current` is the locked row of an edit or a deletion (whose body is empty). */
export type Checked = Write &
  ({ action: 'add' } | { action: 'edit' | 'delete'; current: Record<string, unknown> });

/** What an entity adds to the generated service, each optional. */
export interface EntityHooks {
  /** Unfinished work that keeps a record from being deleted (domain/deletionHolds). */
  holdsOf?: (tx: Tx, id: string, row: Record<string, unknown>) => Promise<Hold[]>;
  /** The work waiting on the record now, which deactivating it strands (Ready goods, pickups to be sent). */
  strandsOf?: (tx: Tx, id: string) => Promise<Hold[]>;
  /**
   * Refusals that need the database, in the write's transaction before anything is written
   * (the chosen supplier is live; the record is of this entity's kind; a product is in no pack).
   */
  check?: (tx: Tx, write: Checked) => Promise<void>;
  /** Runs in the deletion's transaction, after the record is hidden (closing its account). */
  onDelete?: (tx: Tx, id: string) => Promise<void>;
  /** Runs in the add's transaction, with the new row (opening its account, routing waiting orders). */
  onAdd?: (tx: Tx, row: Record<string, unknown>, write: Write) => Promise<void>;
  /** Runs in the edit's transaction, with the row before and after (the account's e-mail follows). */
  onEdit?: (
    tx: Tx,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
    write: Write,
  ) => Promise<void>;
  /** Runs in the activation toggle's transaction, with the row before and after (a warehouse routes waiting orders). */
  onStatus?: (
    tx: Tx,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
    userId: string | null,
  ) => Promise<void>;
  /** Runs once an add is committed (the outbox sends the invitation it queued). */
  afterAdd?: () => void;
  /**
   * Unique indexes beyond the declared fields' (an account's e-mail), and the refusal of each;
   * a function of the body looks the refusal up once refused (naming the record holding the value).
   */
  duplicates?: Record<string, DuplicateKey | ((body: Record<string, unknown>) => Promise<DuplicateKey>)>;
  /** The columns of the fields that have none of their own (`column: null`): a schedule's two. */
  columnsOf?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** The record's parts computed from the row (a schedule and its label, a deletion time). */
  recordOf?: (row: Record<string, unknown>, now: Date) => Record<string, unknown>;
  /** The records as answered, from their rows in one go, when other tables are read (a supplier's name, a pack's products). */
  recordsOf?: (tx: DbOrTx, rows: Record<string, unknown>[]) => Promise<EntityRecord[]>;
  /** The list's order, when not by the title field's lower-case text. */
  listOrder?: () => (readonly [SQLWrapper, SortOrder])[];
  /** What a refusal calls a record, when not its title field. */
  nameOf?: (row: Record<string, unknown>) => string;
  /** The server's answer on a record, when it is another entity's answered through these calls (a pack deleted). */
  messageOf?: (said: keyof EntityMessages, record: EntityRecord) => Said | { msg: string } | undefined;
}
