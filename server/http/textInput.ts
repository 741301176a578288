import type { FastifyInstance } from 'fastify';
import { badRequest, type FieldError } from './errors';
import { say } from '../../domain/texts/answers';

/** A high surrogate not followed by a low one, or a low one not after a high one (UTF-16 code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string cannot be stored as text, or null when it can. PostgreSQL's text holds no NUL
 * (U+0000), and a lone UTF-16 surrogate (JSON's "\ud800") has no UTF-8 form: either would fail
 * in the database, after the request was accepted.
 */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'contains a NUL character (U+0000), which text cannot hold';
  if (LONE_SURROGATE.test(value)) return 'contains a lone surrogate, which is not valid text';
  return null;
}

/**
 * The first string of a parsed body, query or params (keys included) that cannot be stored,
 * named by its path as validation names fields ('products.0.sku'). Walked without recursion:
 * a hostile body may be nested thousands deep.
 */
export function findBadText(root: unknown, rootName: string): FieldError | null {
  type Place = { value: unknown; key?: string; parent?: Place };
  const named = (place: Place | undefined) => {
    const keys: string[] = [];
    for (let at = place; at?.key !== undefined; at = at.parent) keys.unshift(at.key);
    return keys.join('.') || rootName;
  };
  const pending: Place[] = [{ value: root }];
  while (pending.length) {
    const place = pending.pop()!;
    const { value } = place;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { field: named(place), message: `${named(place)} ${problem}` };
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const problem = textProblem(key);
        if (problem) return { field: named(place), message: `a field name in ${named(place)} ${problem}` };
        pending.push({ value: child, key, parent: place });
      }
    }
  }
  return null;
}

/**
 * Refuses, before any route's validation and handler, a request whose body, query or params
 * hold a string that cannot be stored as text: a 400 naming the field, for every route at once.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const bad =
      findBadText(request.params, 'params') ??
      findBadText(request.query, 'query') ??
      // A body read as bytes (a webhook's, server/routes/webhooks.ts) is checked by its route.
      (Buffer.isBuffer(request.body) ? null : findBadText(request.body, 'body'));
    if (bad) throw badRequest(say('invalidInput', { problems: bad.message }), [bad]);
  });
}
