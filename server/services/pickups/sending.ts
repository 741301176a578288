import { and, inArray, notInArray, sql } from 'drizzle-orm';
import { orderLines, pickupOrders, poLines, puoAssignments, puoLines, shippingAgents } from '../../db/schema';
import { PUO_AGENT_INACTIVE, PUO_LINE_SENT } from '../../../domain/pickupOrders';
import { rowsById } from '../scheduledOrders/orderRecordParts';
import { scheduledSending } from '../scheduledOrders/scheduledSending';
import { followOrderStatus } from './orderFollow';
import { renderPuoEmail } from './puoEmail';
import { pickupOrderRecords } from './puoRecords';

/**
 * A sent PUO (DESIGN.md section 4 step 8): its e-mail to the agent's contact e-mail (none while
 * the agent is deactivated or deleted: held, PUO_AGENT_INACTIVE); its lines
 * are Awaiting Pickup, and so are the supplier's PO lines and, for a delivery to the customer,
 * the order lines (a refunded or already shipped one stays as it is); an event on each order's timeline.
 */
export const pickupOrderSending = scheduledSending({
  name: 'pickup orders',
  table: pickupOrders,
  records: pickupOrderRecords,
  recipients: async (tx, puos) => {
    const byId = await rowsById(
      tx,
      shippingAgents,
      puos.map((puo) => puo.shippingAgentId),
    );
    return puos.map((puo) => byId.get(puo.shippingAgentId)!);
  },
  email: renderPuoEmail,
  // An agent deactivated or deleted meanwhile collects nothing more (domain/activation.ts isActive).
  held: {
    where: sql`exists (select 1 from ${shippingAgents} where ${shippingAgents.id} = ${pickupOrders.shippingAgentId}
      and (not ${shippingAgents.activated} or ${shippingAgents.deletedAt} is not null))`,
    reason: PUO_AGENT_INACTIVE,
  },
  event: 'pickup-order-sent',
  eventDetail: (puo, agent) => ({
    pickupOrderNumber: puo.pickupOrderNumber,
    agent: agent.name,
    to: agent.contactEmail,
  }),
  async whenSent(tx, puos, context) {
    const now = context.clock.now();
    const settled = ['Refund', 'Shipped'];
    const assignments = await tx
      .select()
      .from(puoAssignments)
      .where(
        inArray(
          puoAssignments.pickupOrderId,
          puos.map((puo) => puo.id),
        ),
      );
    const assignmentIds = assignments.map((a) => a.id);
    const lines = assignmentIds.length
      ? await tx
          .update(puoLines)
          .set({ status: PUO_LINE_SENT, updatedAt: now })
          .where(and(inArray(puoLines.puoAssignmentId, assignmentIds), notInArray(puoLines.status, settled)))
          .returning()
      : [];
    const poLineIds = lines.map((l) => l.poLineId).filter((v): v is string => !!v);
    if (poLineIds.length)
      await tx
        .update(poLines)
        .set({ status: PUO_LINE_SENT, updatedAt: now })
        .where(and(inArray(poLines.id, poLineIds), notInArray(poLines.status, settled)));
    const customerBound = new Set(assignments.filter((a) => a.sentTo === 'Customer').map((a) => a.id));
    const followingLines = lines
      .filter((l) => customerBound.has(l.puoAssignmentId) && l.orderLineId)
      .map((l) => l.orderLineId!);
    if (followingLines.length) {
      const changed = await tx
        .update(orderLines)
        .set({ status: PUO_LINE_SENT, updatedAt: now })
        .where(and(inArray(orderLines.id, followingLines), notInArray(orderLines.status, settled)))
        .returning({ orderId: orderLines.orderId });
      await followOrderStatus(tx, [...new Set(changed.map((c) => c.orderId))], now);
    }
  },
});
