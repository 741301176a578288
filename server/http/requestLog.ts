import type { FastifyInstance } from 'fastify';

/** `POST /backend/api/admin/add-warehouse 200 12ms`; the query string stays out (it may hold searches). */
export function requestLine(method: string, url: string, status: number, ms: number): string {
  return `${method} ${url.split('?')[0]} ${status} ${Math.round(ms)}ms`;
}

/** Writes and errors are worth a line at the default level; successful reads only at debug. */
export function requestLevel(method: string, status: number): 'info' | 'debug' {
  return status >= 400 || !['GET', 'HEAD', 'OPTIONS'].includes(method) ? 'info' : 'debug';
}

/** One short line per request, in place of Fastify's two JSON records (disableRequestLogging). */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const level = requestLevel(request.method, reply.statusCode);
    request.log[level](requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime));
  });
}
