/**
 * The server's refusals name each field: `{msg, errors: [{field, message}]}` (docs/api.md).
 * react-admin's forms take submission errors as `{field: message}`; this converts one into the
 * other so each message shows under its own field.
 */
export type FieldErrors = Record<string, string>;

interface ServerFieldError {
  field: string;
  message: string;
}

function isFieldError(value: unknown): value is ServerFieldError {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.field === 'string' && typeof entry.message === 'string';
}

/** The field errors carried by a failed call (react-admin's HttpError keeps the answer in `body`). */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  const body = (error as { body?: unknown } | null)?.body;
  const list = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return undefined;
  const errors: FieldErrors = {};
  for (const entry of list) {
    // The first message of a field is the one shown; the others repeat or follow from it.
    if (isFieldError(entry) && entry.field && !(entry.field in errors)) errors[entry.field] = entry.message;
  }
  return Object.keys(errors).length ? errors : undefined;
}
