import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { say } from '../../domain/texts/answers';

/**
 * A request's place at the database (issue 31), the one per-request scope of the server: every
 * hook and handler of a request runs in its RequestWork (an async context that Fastify keeps
 * through the body's parsing), and what the database layer needs to know of the request is here.
 * - Under load, requests queued behind PGlite's one connection (or a full pool) were applied a
 *   minute after their clients had given up, over newer values. Every turn at the database starts
 *   with `startsTurn` (server/db/client.ts): a request whose client has gone does nothing, and one
 *   that has waited longer than the limit answers 503. Once its work has begun (its first
 *   transaction) it is finished as it is, never left half done.
 * - `wrote`: the request has written on the primary, so its reads no longer go to a read replica
 *   (server/db/readReplica.ts).
 * - `countEstimated`: a list of its answer counted past the exact bound (http/countEstimate.ts).
 */
export interface RequestWork {
  /** Waiting so far: from arrival to its first turn, then each turn's wait for the connection. */
  waitedMs: number;
  hadTurn: boolean;
  readonly receivedAt: number;
  readonly waitLimitMs: number;
  begun: boolean;
  readonly clientGone: () => boolean;
  readonly answered: () => boolean;
  wrote: boolean;
  countEstimated: boolean;
  /** Who the request acts as, once signed in (server/http/access.ts): its writes' activity. */
  actor?: { kind: 'user'; id: string; role: string; name: string };
}

const current = new AsyncLocalStorage<RequestWork>();

/** The request whose work is running here, if any (none: the scheduler, jobs, start-up). */
export const requestWork = (): RequestWork | undefined => current.getStore();

const works = new WeakMap<FastifyRequest, RequestWork>();
/** A request's work, for a hook that runs after its handler (an answer's headers). */
export const workOf = (request: FastifyRequest): RequestWork | undefined => works.get(request);

function newWork(waitLimitMs: number, clientGone: () => boolean, answered: () => boolean): RequestWork {
  return {
    waitedMs: 0,
    hadTurn: false,
    receivedAt: performance.now(),
    waitLimitMs,
    begun: false,
    clientGone,
    answered,
    wrote: false,
    countEstimated: false,
  };
}

/** Thrown instead of a turn whose client has gone: nothing of the request is applied. */
export class ClientGone extends AppError {
  constructor() {
    super(499, say('clientGone'));
  }
}

/**
 * A turn of `work` at the database starts now, after waiting since `queuedAt` (performance.now()).
 * A transaction is the request's work: after its first one, nothing is checked any more.
 */
export function startsTurn(
  work: RequestWork | undefined,
  queuedAt: number,
  kind: 'query' | 'transaction',
  now = performance.now(),
): void {
  if (!work || work.begun || work.answered()) return;
  if (work.clientGone()) throw new ClientGone();
  work.waitedMs += now - (work.hadTurn ? queuedAt : work.receivedAt);
  if (work.waitedMs > work.waitLimitMs)
    throw new AppError(503, say('serverBusy', { seconds: Math.round(work.waitLimitMs / 1000) }));
  work.hadTurn = true;
  if (kind === 'transaction') work.begun = true;
}

/** Every request runs in its RequestWork: registered before any hook that reads the database. */
export function registerRequestTurns(app: FastifyInstance, waitLimitMs: number) {
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    let gone = false;
    res.once('close', () => {
      if (!res.writableFinished) gone = true;
    });
    const work = newWork(
      waitLimitMs,
      () => gone || request.raw.socket?.destroyed === true,
      () => reply.sent,
    );
    works.set(request, work);
    current.run(work, done);
  });
}
