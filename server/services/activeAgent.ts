import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { shippingAgents } from '../db/schema';
import { CHOOSE_ACTIVE_AGENT, isActive } from '../../domain/activation';
import { agentStateOf, assertActiveAgent, type AgentState } from '../../domain/readiness';

type ShippingAgentRow = typeof shippingAgents.$inferSelect;

/**
 * The shipping agent of a line, an order or a pickup order, read once per request: its row and
 * its state as the readiness rules of domain/readiness.ts read it.
 */
export async function loadAgent(
  tx: Tx,
  shippingAgentId: string | null,
): Promise<{ agent: ShippingAgentRow | undefined; state: AgentState }> {
  const [agent] = shippingAgentId
    ? await tx.select().from(shippingAgents).where(eq(shippingAgents.id, shippingAgentId))
    : [];
  return { agent, state: agentStateOf(agent) };
}

/** Goods join a pickup order only while its agent is active: else the spec's warning (a TransitionError, 409). */
export async function requireActiveAgent(tx: Tx, shippingAgentId: string): Promise<void> {
  assertActiveAgent((await loadAgent(tx, shippingAgentId)).state);
}

/**
 * Update Shipping Agent: the agent chosen must be active. `refuse` shapes the 400 each screen
 * answers from the one text (the supplier view and Warehouse Orders answer different `msg`s).
 */
export async function chosenAgent(
  tx: Tx,
  shippingAgentId: string,
  refuse: (message: string) => Error,
): Promise<ShippingAgentRow> {
  const { agent } = await loadAgent(tx, shippingAgentId);
  if (!agent || !isActive(agent)) throw refuse(CHOOSE_ACTIVE_AGENT);
  return agent;
}
