import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { rowsOf } from '../server/db/rows';
import { warehouses } from '../server/db/schema';

let made = 0;

export interface DueScheduledOrders {
  /** Each PO with its number and the supplier's address it is e-mailed to. */
  purchaseOrders: { id: string; number: string; to: string }[];
  /** Each PUO with its number, the agent's address, and the order it delivers to (null: to the warehouse). */
  pickupOrders: { id: string; number: string; to: string; orderId: string | null }[];
}

/**
 * `howMany` due purchase orders and as many due pickup orders, written in bulk by SQL (a
 * statement per table, whatever the count): what the sending tests and bench start from.
 * Supplier i gets PO i (one line of its product to one warehouse); agent i gets PUO i, picking
 * that line up at supplier i: every other one for an order's customer (an order with its order
 * line, all Ready), the others for the warehouse. Every supplier and agent has its own address,
 * so each e-mail names its order by whom it goes to. Names and numbers are new on each call.
 */
export async function scheduledOrdersDue(
  db: Database,
  howMany: number,
  scheduleTime: Date,
): Promise<DueScheduledOrders> {
  const tag = `${process.pid}x${++made}`;
  const at = scheduleTime.toISOString();
  const [hub] = await db
    .insert(warehouses)
    .values({
      name: `Due hub ${tag}`,
      contactPerson: 'W',
      email: `hub.${tag}@warehouse.test`,
      contactPhone: '1',
      streetName: 'Dock',
      streetNumber: '1',
      city: 'London',
      country: 'GB',
      zipCode: 'E1',
    })
    .returning();
  await db.transaction(async (tx) => {
    // Every row's id chosen first, by i: each statement below then writes one table for all i.
    await tx.execute(sql`create temp table due_keys on commit drop as
      select g, gen_random_uuid() as supplier, gen_random_uuid() as agent, gen_random_uuid() as product,
        gen_random_uuid() as po, gen_random_uuid() as po_assignment, gen_random_uuid() as po_line,
        case when g % 2 = 0 then gen_random_uuid() end as "order", gen_random_uuid() as order_line,
        gen_random_uuid() as puo, gen_random_uuid() as puo_assignment
      from generate_series(1, ${howMany}::int) g`);
    const each = (statement: ReturnType<typeof sql>) => tx.execute(statement);
    await each(sql`insert into suppliers (id, name, contact_person, contact_email, contact_phone,
        street_name, street_number, city, country, zip_code, email_subject, custome_email)
      select supplier, 'Due supplier ' || ${tag} || ' ' || g, 'S', 'due-s' || g || '.' || ${tag} || '@supplier.test',
        '1', 'Main', '1', 'Leeds', 'GB', 'LS1', 'Order', '<p>Please send:</p><p>{{table}}</p>'
      from due_keys`);
    await each(sql`insert into shipping_agents (id, name, contact_person, contact_email, contact_phone,
        tracking_url, street_name, street_number, city, country, email_subject, custome_email)
      select agent, 'Due agent ' || ${tag} || ' ' || g, 'A', 'due-a' || g || '.' || ${tag} || '@agent.test', '1',
        'https://track.test/', 'Road', '1', 'York', 'GB', 'Pickup', '<p>Please collect:</p><p>{{table}}</p>'
      from due_keys`);
    await each(sql`insert into products (id, internal_sku, supplier_sku, internal_product_name, supplier_id, weight)
      select product, 'DUE-' || ${tag} || '-' || g, 'DUE-SUP-' || ${tag} || '-' || g, 'Due product ' || g, supplier, 1
      from due_keys`);
    await each(sql`insert into purchase_orders (id, supplier_id, schedule_time)
      select po, supplier, ${at}::timestamptz from due_keys order by g`);
    await each(sql`insert into po_assignments (id, purchase_order_id, sent_to, warehouse_id)
      select po_assignment, po, 'Warehouse', ${hub.id}::uuid from due_keys`);
    await each(sql`insert into po_lines (id, po_assignment_id, product_id, quantity, status)
      select po_line, po_assignment, product, 1, 'Ready' from due_keys`);
    // The customers' orders: one per even i, its line bought from supplier i and Ready.
    await each(sql`insert into orders (id, order_number, order_created_at, source, consolidated, status,
        customer_first_name, customer_last_name, shipping_address1, shipping_city, shipping_zip, shipping_country)
      select "order", '#DUE-' || ${tag} || '-' || g, now(), 'import', true, 'Ready',
        'Ada', 'Lovelace', '1 Analytical St', 'Manchester', 'M1', 'GB'
      from due_keys where "order" is not null`);
    await each(sql`insert into order_lines (id, order_id, position, line_key, product_id, supplier_id, sku, name,
        quantity, fulfilment, status)
      select order_line, "order", 1, 'line-1', product, supplier, 'DUE-' || ${tag} || '-' || g, 'Due product ' || g,
        1, 'buy', 'Ready'
      from due_keys where "order" is not null`);
    await each(sql`insert into pickup_orders (id, shipping_agent_id, pickup_from, pickup_supplier_id, schedule_time)
      select puo, agent, 'Supplier', supplier, ${at}::timestamptz from due_keys order by g`);
    await each(sql`insert into puo_assignments (id, pickup_order_id, sent_to, warehouse_id, order_id)
      select puo_assignment, puo, case when "order" is null then 'Warehouse' else 'Customer' end,
        case when "order" is null then ${hub.id}::uuid end, "order"
      from due_keys`);
    await each(sql`insert into puo_lines (puo_assignment_id, product_id, quantity, status, po_line_id, order_line_id)
      select puo_assignment, product, 1, 'Ready', po_line, case when "order" is not null then order_line end
      from due_keys`);
  });
  const purchaseOrders = await rowsOf<{ id: string; number: string; to: string }>(
    db,
    sql`select po.id, po.po_number as number, s.contact_email as "to"
      from purchase_orders po join suppliers s on s.id = po.supplier_id
      where s.contact_email like ${`%.${tag}@supplier.test`} order by po.po_number`,
  );
  const pickupOrders = await rowsOf<{ id: string; number: string; to: string; orderId: string | null }>(
    db,
    sql`select p.id, p.pickup_order_number as number, a.contact_email as "to", pa.order_id as "orderId"
      from pickup_orders p join shipping_agents a on a.id = p.shipping_agent_id
      join puo_assignments pa on pa.pickup_order_id = p.id
      where a.contact_email like ${`%.${tag}@agent.test`} order by p.pickup_order_number`,
  );
  return { purchaseOrders, pickupOrders };
}
