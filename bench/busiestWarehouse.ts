import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';

/** The warehouse routing assigned the most orders: the benches' warehouse user and warehouse change. */
export async function busiestWarehouseId(db: Database): Promise<string | undefined> {
  const result = await db.execute(
    sql`select assigned_warehouse_id as id from orders where assigned_warehouse_id is not null
      group by 1 order by count(*) desc limit 1`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
}
