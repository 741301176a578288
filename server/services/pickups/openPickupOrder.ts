import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pickupOrders, shippingAgents } from '../../db/schema';
import { formatPuoNumber, type PickupPlace } from '../../../domain/pickupOrders';
import { poScheduleTime } from '../../../domain/purchaseSchedule';
import type { SendClock } from '../scheduledOrders/sendOnce';

export type PickupOrderRow = typeof pickupOrders.$inferSelect;

const placeColumn = (place: PickupPlace) =>
  place.pickupFrom === 'Warehouse' ? pickupOrders.pickupWarehouseId : pickupOrders.pickupSupplierId;

/**
 * The agent's open (to-be-sent) PUO for a pickup place, locked for this transaction; made when
 * there is none, scheduled from the agent's notification_schedule like a PO from its supplier's.
 * A unique index allows one open PUO per agent and place: of two transactions making one at
 * once, one inserts and the other waits, then finds it. Locking the row serialises joining with
 * sending: a PUO sent meanwhile no longer matches 'to_be_sent', and a new one is made.
 */
export async function openPickupOrder(
  tx: Tx,
  shippingAgentId: string,
  place: PickupPlace,
  clock: SendClock,
): Promise<PickupOrderRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [open] = await tx
      .select()
      .from(pickupOrders)
      .where(
        and(
          eq(pickupOrders.shippingAgentId, shippingAgentId),
          eq(pickupOrders.pickupFrom, place.pickupFrom),
          eq(placeColumn(place), place.placeId),
          eq(pickupOrders.notificationStatus, 'to_be_sent'),
        ),
      )
      .for('update');
    if (open) return open;
    const [agent] = await tx
      .select({ days: shippingAgents.notificationDays, time: shippingAgents.notificationTime })
      .from(shippingAgents)
      .where(eq(shippingAgents.id, shippingAgentId));
    if (!agent) throw new Error(`No shipping agent ${shippingAgentId}`);
    const result = (await tx.execute(sql`select nextval('puo_number_seq')::int as n`)) as unknown as {
      rows: { n: number }[];
    };
    const [made] = await tx
      .insert(pickupOrders)
      .values({
        shippingAgentId,
        pickupFrom: place.pickupFrom,
        pickupWarehouseId: place.pickupFrom === 'Warehouse' ? place.placeId : null,
        pickupSupplierId: place.pickupFrom === 'Supplier' ? place.placeId : null,
        pickupOrderNumber: formatPuoNumber(Number(result.rows[0].n)),
        scheduleTime: poScheduleTime(
          clock.now(),
          { notificationDays: agent.days, notificationTime: agent.time },
          clock.timeZone,
        ),
      })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
  }
  throw new Error(`Could not open a pickup order for shipping agent ${shippingAgentId}`);
}
