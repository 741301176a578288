import type { FastifyInstance } from 'fastify';
import { requestWork, workOf } from './requestTurn';

/**
 * A list's `count` past the exact bound is the planner's estimate (listQuery.ts listCount); the
 * answer then says so in a header other clients can ignore, its body keeping its documented shape.
 */
export const COUNT_ESTIMATED_HEADER = 'x-count-estimated';

/** Called by a list whose count was estimated, inside the request it answers. */
export function countWasEstimated(): void {
  const work = requestWork();
  if (work) work.countEstimated = true;
}

/** The header, on an answer whose request counted a list by estimate (its RequestWork says so). */
export function registerCountEstimates(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (workOf(request)?.countEstimated) reply.header(COUNT_ESTIMATED_HEADER, 'true');
    return payload;
  });
}
