import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { ActorKind } from '../../domain/activity';
import { requestWork } from '../http/requestTurn';

/** Who a write is done by, as its activity records name them (domain/activity.ts). */
export interface Actor {
  kind: ActorKind;
  id?: string | null;
  role?: string | null;
  name?: string | null;
}

export const SCHEDULER: Actor = { kind: 'scheduler', name: 'scheduler' };
export const shopActor = (shop: string): Actor => ({ kind: 'shop', name: shop });

/** Work outside a request (jobs, the scheduler, the shop's sync) says who it acts as here. */
const outsideRequests = new AsyncLocalStorage<Actor>();

/** Runs `work` as `actor`: its transactions' writes are recorded as done by it. */
export const actingAs = <T>(actor: Actor, work: () => T): T => outsideRequests.run(actor, work);

/**
 * The actor of the work running here: the one `actingAs` names, else the request's (its
 * signed-in user, set by the access hook; a request signed in by none, such as setting a
 * password by an e-mailed link, is a user not signed in). Outside both: the scheduler.
 */
export function currentActor(): Actor {
  const named = outsideRequests.getStore();
  if (named) return named;
  const work = requestWork();
  if (work) return work.actor ?? { kind: 'user', name: 'not signed in' };
  return SCHEDULER;
}

interface Executes {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

/**
 * Names the transaction's actor for the activity triggers (migration `activity`): a
 * transaction-local setting, so a pooled connection or PGlite's one connection never carries
 * it into another's work. Called first in every transaction (server/db/client.ts).
 */
export async function recordActor(tx: Executes, actor = currentActor()): Promise<void> {
  await tx.execute(sql`select set_config('app.actor', ${JSON.stringify(actor)}, true)`);
}
