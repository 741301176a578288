import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * A list's `count` past the exact bound is the planner's estimate (listQuery.ts listCount); the
 * answer then says so in a header other clients can ignore, its body keeping its documented shape.
 */
export const COUNT_ESTIMATED_HEADER = 'x-count-estimated';

interface Answer {
  countEstimated: boolean;
}
const current = new AsyncLocalStorage<Answer>();

/** Called by a list whose count was estimated, inside the request it answers. */
export function countWasEstimated(): void {
  const answer = current.getStore();
  if (answer) answer.countEstimated = true;
}

export function registerCountEstimates(app: FastifyInstance): void {
  const answers = new WeakMap<object, Answer>();
  app.addHook('onRequest', (request, _reply, done) => {
    const answer = { countEstimated: false };
    answers.set(request, answer);
    current.run(answer, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (answers.get(request)?.countEstimated) reply.header(COUNT_ESTIMATED_HEADER, 'true');
    return payload;
  });
}
