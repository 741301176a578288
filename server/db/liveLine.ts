import { sql, type Column, type SQL } from 'drizzle-orm';
import { REFUNDED } from '../../domain/liveLine';

/**
 * A live line in SQL (domain/liveLine.ts): its status is not Refund. For an order line, a PO
 * line or a pickup-order line alike: each has a status column of the order's line statuses.
 * A hand-written query passes its aliased column (sql`l.status`).
 */
export const liveLine = (status: Column | SQL) => sql`${status} <> ${REFUNDED}`;
