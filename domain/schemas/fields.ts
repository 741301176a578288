import { z } from 'zod';
import { isTime } from '../schedule';
import { formatLimit, LIMITS } from '../limits';

/** Field builders with the product's messages; every entity schema is made of these. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredEmail = (label: string) =>
  requiredText(label, 254).pipe(z.email(`${label} must be a valid e-mail address`));

export const requiredUrl = (label: string) =>
  requiredText(label, 500).pipe(
    z.url({ protocol: /^https?$/, error: `${label} must be a URL starting with http:// or https://` }),
  );

/** Digits only (spaces allowed), sent as a number or a string; kept as text so leading zeros survive. */
export const numericText = (label: string, max = 30) =>
  z
    .union([z.number(), z.string()], { error: `${label} is required` })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(max)
        .regex(/^\+?[0-9 ]+$/, `${label} must be a number`),
    );

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

const measure = (label: string, max: number, error: string) =>
  z.coerce
    .number({ error })
    .finite(`${label} must be a number`)
    .min(0, `${label} must be at least 0`)
    .max(max, `${label} must be at most ${formatLimit(max)}`)
    .refine((v) => v <= 0 || v >= LIMITS.smallestMeasure, `${label} must be 0 or at least 0.000001`);

/** An optional measure: a number from 0 to max (domain/limits.ts), any decimals; '' or absent means "not set". */
export const optionalMeasure = (label: string, max: number) =>
  z.preprocess(emptyToNull, measure(label, max, `${label} must be a number`).nullable());

/** A required measure: a number from 0 to max (domain/limits.ts), any decimals. */
export const requiredMeasure = (label: string, max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), measure(label, max, `${label} is required`));

export const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: `${label} is required` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${formatLimit(max)}`),
  );

export const time = (label: string) =>
  requiredText(label, 5).refine(isTime, `${label} must be a 24-hour time such as 09:30`);
export const optionalTime = (label: string) =>
  z.preprocess(
    emptyToNull,
    z.string().trim().refine(isTime, `${label} must be a 24-hour time such as 09:30`).nullable(),
  );

/**
 * A record's id: a UUID in either case, answered in lower case (as the database writes it), so
 * one row named twice in different cases is one row (a batch answers it once).
 */
export const id = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .uuid(`${label} is not a valid id`)
    .toLowerCase();

export const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
