import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ListQueryError } from '../../domain/listQuery';
import { TransitionError } from '../../domain/orderStatus';

export interface FieldError {
  field: string;
  message: string;
}

/** An answer the client caused: it carries the status, the message and the fields at fault. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, errors?: FieldError[]) => new AppError(400, msg, errors);
export const invalidField = (field: string, message: string) =>
  new AppError(400, message, [{ field, message }]);
export const unauthorized = (msg = 'Please sign in') => new AppError(401, msg);
export const forbidden = (msg = 'You are not allowed to do this') => new AppError(403, msg);
export const notFound = (msg = 'Not found') => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);

/** A domain rule's refusal (TransitionError) becomes a 409 naming the reason; anything else goes on. */
export const conflictOnRefusal = (error: unknown): never => {
  if (error instanceof TransitionError) throw conflict(error.message);
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

/**
 * The multipart parser (busboy) throws plain errors for a form the client malformed: no or an
 * empty boundary in the Content-Type, or a body that ends inside a part.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|The needle cannot|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data)/;

/** Every error leaves as {msg, errors?}; internals of a 5xx stay in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { msg?: string }, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ msg: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (error instanceof ListQueryError) {
      return reply
        .status(400)
        .send({ msg: error.message, errors: [{ field: error.field, message: error.message }] });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath, issue.params as Record<string, unknown>),
        message: issue.message ?? 'is invalid',
      }));
      const msg = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
      return reply.status(400).send({ msg: `Invalid input. ${msg}`, errors });
    }
    if (!error.statusCode && request.isMultipart?.() && MALFORMED_MULTIPART.test(error.message ?? '')) {
      const message = `The upload is not a well-formed multipart form: ${error.message}`;
      return reply.status(400).send({ msg: message, errors: [{ field: 'content-type', message }] });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ msg: error.msg ?? error.message ?? 'Too many requests. Please try again later.' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx: malformed JSON, body too large, wrong content type.
      const msg =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request is too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : error.message || 'Bad request';
      return reply.status(status).send({ msg });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ msg: 'Something went wrong' });
  });
}
