import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asRequest } from '../db/readReplica';

const scope = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Each request is one scope of server/db/readReplica.ts: once it writes on the primary, its
 * reads stay there. Entered at onRequest and again before validation, since the body is parsed
 * in the socket's async context, not the request's (as @fastify/request-context does).
 */
export function registerRequestReads(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) =>
    asRequest(() => {
      const resource = new AsyncResource('request-reads');
      scope.set(req, resource);
      resource.runInAsyncScope(done, req.raw);
    }),
  );
  app.addHook('preValidation', (req, _reply, done) => {
    const resource = scope.get(req);
    if (resource) resource.runInAsyncScope(done, req.raw);
    else done();
  });
}
