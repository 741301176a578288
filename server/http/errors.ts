import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ListQueryError } from '../../domain/listQuery';
import { TransitionError } from '../../domain/orderStatus';
import {
  isAnswerKey,
  keyFields,
  saidOf,
  say,
  type AnswerValues,
  type Said,
} from '../../domain/texts/answers';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * What an answer says: a catalogue entry worded with its values (`say(key, values)`,
 * domain/texts/answers.ts), or an English sentence not yet named by its key.
 */
export type Msg = string | Said | { msg: string };

/**
 * An answer the client caused: it carries the status, the message and the fields at fault, and
 * the catalogue key and values of the message (a sentence the catalogue has gets its key).
 */
export class AppError extends Error {
  readonly said: Said | { msg: string };
  constructor(
    readonly statusCode: number,
    text: Msg,
    readonly errors?: FieldError[],
  ) {
    // A sentence without its key (a string, or a domain refusal's {msg}) gets it from the catalogue.
    const said = typeof text === 'string' ? saidOf(text) : 'key' in text ? text : saidOf(text.msg);
    super(said.msg);
    this.said = said;
  }
}

export const msgOf = (text: Msg) => (typeof text === 'string' ? text : text.msg);

export const badRequest = (msg: Msg, errors?: FieldError[]) => new AppError(400, msg, errors);
export const invalidField = (field: string, message: Msg) =>
  new AppError(400, message, [{ field, message: msgOf(message) }]);
export const unauthorized = (msg: Msg = say('pleaseSignIn')) => new AppError(401, msg);
export const forbidden = (msg: Msg = say('notAllowed')) => new AppError(403, msg);
export const notFound = (msg: Msg = say('notFound')) => new AppError(404, msg);
export const conflict = (msg: Msg) => new AppError(409, msg);

/** A domain rule's refusal (TransitionError) becomes a 409 naming the reason; anything else goes on. */
export const conflictOnRefusal = (error: unknown): never => {
  if (error instanceof TransitionError) throw conflict(error.said);
  throw error;
};

/** Runs a domain rule's check: its refusal is a 409 naming the reason. */
export function refused(check: () => void): void {
  try {
    check();
  } catch (error) {
    conflictOnRefusal(error);
  }
}

function fieldOf(instancePath: string, params: Record<string, unknown> | undefined): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = params?.missingProperty;
  return path || (typeof missing === 'string' ? missing : '') || 'body';
}

interface ValidationIssue {
  instancePath: string;
  message?: string;
  params?: unknown;
  keyword?: string;
}

/**
 * A body that matches none of a union's forms (POST /import-orders: the rows, or `{ rows,
 * firstRow }`) is named by the form it came closest to, the one whose first problem lies deepest
 * ('rows.3: Each row must be…'), instead of zod's bare 'Invalid input' for the whole body.
 */
function unionBranch(issue: ValidationIssue): ValidationIssue[] {
  const branches = (issue.params as { errors?: unknown } | undefined)?.errors;
  if (issue.keyword !== 'invalid_union' || !Array.isArray(branches) || !branches.length) return [issue];
  type ZodIssue = { path?: PropertyKey[]; message?: string; code?: string };
  const depth = (issues: ZodIssue[]) => Math.max(-1, ...issues.map((i) => i.path?.length ?? 0));
  const closest = (branches as ZodIssue[][]).reduce((best, next) =>
    depth(next) > depth(best) ? next : best,
  );
  if (depth(closest) < 1) return [issue];
  const prefix = issue.instancePath.replace(/\/$/, '');
  return closest.map(({ path = [], message, code, ...params }) => ({
    instancePath: `${prefix}/${path.map(String).join('/')}`,
    message,
    keyword: code,
    params,
  }));
}

/**
 * The multipart parser (busboy) throws plain errors for a form the client malformed: no or an
 * empty boundary in the Content-Type, or a body that ends inside a part.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|The needle cannot|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data)/;

/** The rate limiter's answer (server/app.ts errorResponseBuilder): a catalogue answer. */
type RateLimited = { msg?: string; key?: unknown; values?: AnswerValues };

/** `{msg, key?, values?}`: an answer's English and, when the catalogue has it, its key and values. */
export const answered = (text: Msg | { msg: string }) => {
  const said = typeof text === 'string' ? saidOf(text) : text;
  return { msg: said.msg, ...keyFields(said) };
};

/** A JSON answer that opens with its `msg` (every answer of this API does), that msg's JSON. */
const OPENING_MSG = /^\{"msg":("(?:[^"\\]|\\.)*")/;

/**
 * An answer that left as an English sentence the catalogue has (a success answer written as
 * a plain msg, a response schema that names no key) carries its key too: one lookup of the
 * opening msg, after serializing, so every route's answer is read alike.
 */
export function withKey(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload;
  const opening = OPENING_MSG.exec(payload);
  if (!opening || payload.startsWith(',"key":', opening[0].length)) return payload;
  const said = saidOf(JSON.parse(opening[1]) as string);
  if (!('key' in said)) return payload;
  return `${opening[0]},"key":${JSON.stringify(said.key)}${payload.slice(opening[0].length)}`;
}

/** The key and values a route's answer was said with, before its response schema drops them. */
const SAID = Symbol('said');
type WithSaid = { [SAID]?: { key: string; values?: AnswerValues } };

/**
 * A route answers `{ ...say(key, values), doc }`; its response schema names `msg` only, so the
 * key and values are kept before serializing and put back after the opening msg.
 */
export function keepSaid(request: object, payload: unknown) {
  if (typeof payload !== 'object' || payload === null) return;
  const { key, values } = payload as { key?: unknown; values?: unknown };
  if (!isAnswerKey(key)) return;
  (request as WithSaid)[SAID] = {
    key,
    ...(typeof values === 'object' && values !== null ? { values: values as AnswerValues } : {}),
  };
}

/** The serialized answer with the key and values `keepSaid` kept, when it lacks them. */
export function withSaid(request: object, payload: unknown): unknown {
  const said = (request as WithSaid)[SAID];
  if (!said || typeof payload !== 'string') return withKey(payload);
  const opening = OPENING_MSG.exec(payload);
  if (!opening || payload.startsWith(',"key":', opening[0].length)) return payload;
  const fields = JSON.stringify(said).slice(1, -1);
  return `${opening[0]},${fields}${payload.slice(opening[0].length)}`;
}

/**
 * Which request failed, for its error's log line (Fastify's reqId is not printed, and the
 * request's own line is at info): `POST /backend/api/admin/add-stock`, the query left out (it may
 * hold searches).
 */
const failedRequest = (request: FastifyRequest) => `${request.method} ${request.url.split('?')[0]}`;

/** Every error leaves as {msg, key?, values?, errors?}; internals of a 5xx stay in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    keepSaid(request, payload);
    return payload;
  });
  app.addHook('onSend', async (request, _reply, payload) => withSaid(request, payload));
  app.setErrorHandler((thrown: FastifyError & RateLimited, request, reply) => {
    // An answer refused at the database's door (server/http/requestTurn.ts) arrives wrapped by drizzle.
    const error = thrown.cause instanceof AppError ? thrown.cause : thrown;
    if (error instanceof AppError) {
      // A server fault answered in words (a stopped import) is still logged with its cause.
      if (error.statusCode >= 500)
        request.log.error({ err: error.cause ?? error, request: failedRequest(request) }, 'request failed');
      return reply
        .status(error.statusCode)
        .send({ ...answered(error.said), ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (error instanceof ListQueryError) {
      return reply
        .status(400)
        .send({ msg: error.message, errors: [{ field: error.field, message: error.message }] });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.flatMap(unionBranch).map((issue) => ({
        field: fieldOf(issue.instancePath, issue.params as Record<string, unknown>),
        message: issue.message ?? 'is invalid',
      }));
      const msg = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
      return reply.status(400).send({ ...answered(say('invalidInput', { problems: msg })), errors });
    }
    if (!error.statusCode && request.isMultipart?.() && MALFORMED_MULTIPART.test(error.message ?? '')) {
      const message = `The upload is not a well-formed multipart form: ${error.message}`;
      return reply.status(400).send({ msg: message, errors: [{ field: 'content-type', message }] });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const msg = error.msg ?? error.message ?? 'Too many requests. Please try again later.';
      return reply
        .status(429)
        .send(answered(isAnswerKey(error.key) ? { msg, key: error.key, values: error.values } : msg));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx: malformed JSON, body too large, wrong content type.
      const msg =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? say('requestTooLarge')
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? say('unsupportedContentType')
            : error.message || 'Bad request';
      return reply.status(status).send(answered(msg));
    }
    request.log.error({ err: error, request: failedRequest(request) }, 'request failed');
    return reply.status(500).send(answered(say('somethingWentWrong')));
  });
}
