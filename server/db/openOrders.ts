import { sql } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES } from '../../domain/orderStatus';

/**
 * The open order statuses as an SQL list of literals: a query names them as the partial index
 * orders_open_deadline_idx does, so the planner can use that index (a bound parameter cannot
 * prove the index's predicate).
 */
export const OPEN_STATUSES_SQL = sql.raw(OPEN_ORDER_STATUSES.map((status) => `'${status}'`).join(', '));
