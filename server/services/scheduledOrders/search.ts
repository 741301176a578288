import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  products,
  type poAssignments,
  type poLines,
  type puoAssignments,
  type puoLines,
} from '../../db/schema';
import { likePattern } from '../../../domain/listQuery';
import type { AssignmentTables } from './records';

/**
 * Search of a kind's lists: its number, what the kind adds (the supplier; the agent, pickup
 * place and order), or the supplier or internal SKU of a line. Each part is an uncorrelated IN,
 * which PostgreSQL runs once (a hashed subplan), rather than once per order; an SKU goes from
 * the few matching products to their lines.
 */
export function scheduledOrderSearch<
  A extends typeof poAssignments | typeof puoAssignments,
  L extends typeof poLines | typeof puoLines,
>(tables: AssignmentTables<A, L>, number: AnyPgColumn, own: (pattern: string) => SQL[]) {
  const { orders, assignments, lines } = tables;
  const parent = assignments[tables.orderKey] as AnyPgColumn;
  const lineParent = lines[tables.assignmentKey] as AnyPgColumn;
  return (term: string | undefined): SQL | undefined => {
    if (!term) return undefined;
    const p = likePattern(term.toLowerCase());
    const sku = sql`${orders.id} in (select ${parent} from ${assignments}
      join ${lines} on ${lineParent} = ${assignments.id}
      where ${lines.productId} in (select ${products.id} from ${products}
        where lower(coalesce(${products.supplierSku}, '')) like ${p} or lower(${products.internalSku}) like ${p}))`;
    return sql`(${sql.join([sql`lower(${number}) like ${p}`, ...own(p), sku], sql`\n    or `)})`;
  };
}
