import { z } from 'zod';
import { ATTENTION_THRESHOLDS as T } from '../attention';
import { readAt } from '../staleEdit';

/** Send-from settings (spec 001 sections 2, 3, 5). */
export const DEADLINE_DAYS = { min: 1, max: 31 } as const;
export const SIGNATURE_WIDTH = { min: 50, max: 800 } as const;
export const SIGNATURE_PREVIEW_WIDTH = 200;
export const SIGNATURE_MAX_BYTES = 2 * 1024 * 1024;
/**
 * Pixels a signature may declare: far above a logo at 800 px wide, far below a decompression
 * bomb (a small PNG can declare 50,000 x 50,000 px and take gigabytes to draw in every e-mail).
 */
export const SIGNATURE_MAX_PIXELS = 4000 * 4000;

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/**
 * The attention thresholds (domain/attention.ts), by their answer's names; optional in the body,
 * so a save that does not name them (the spec's four fields) keeps them as they are.
 */
export const ATTENTION_SETTING_FIELDS = {
  consolidation_hours: 'consolidationHours',
  at_risk_hours: 'atRiskHours',
  supplier_silent_days: 'supplierSilentDays',
  pickup_uncollected_days: 'pickupUncollectedDays',
} as const;
const THRESHOLD_LABELS: Record<keyof typeof ATTENTION_SETTING_FIELDS, string> = {
  consolidation_hours: 'Consolidation hours',
  at_risk_hours: 'At risk hours',
  supplier_silent_days: 'Supplier silent days',
  pickup_uncollected_days: 'Pickup uncollected days',
};
function attentionThresholdFields() {
  const field = (name: keyof typeof ATTENTION_SETTING_FIELDS) => {
    const bounds = T[ATTENTION_SETTING_FIELDS[name]];
    return wholeNumber(THRESHOLD_LABELS[name], bounds.min, bounds.max).optional();
  };
  return {
    consolidation_hours: field('consolidation_hours'),
    at_risk_hours: field('at_risk_hours'),
    supplier_silent_days: field('supplier_silent_days'),
    pickup_uncollected_days: field('pickup_uncollected_days'),
  };
}

export const sendFromSettingsBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Send-from e-mail is required')
    .pipe(z.email('Send-from e-mail must be a valid e-mail address')),
  deadline: wholeNumber('Deadline days', DEADLINE_DAYS.min, DEADLINE_DAYS.max),
  image: z.string().trim().min(1, 'The signature image is required').max(200),
  size: wholeNumber('Image width', SIGNATURE_WIDTH.min, SIGNATURE_WIDTH.max),
  ...attentionThresholdFields(),
  /** The settings' `updatedAt` as the form read them (null: never saved); a stale save is a 409. */
  updatedAt: readAt,
});
export type SendFromSettingsBody = z.infer<typeof sendFromSettingsBody>;

/** The settings as GET /get-send-from-email answers them. */
export const settingsRecord = z.object({
  send_from_email: z.string().nullable(),
  deadline_days: z.number(),
  email_img_signature: z.string().nullable(),
  image_size: z.number().nullable(),
  consolidation_hours: z.number(),
  at_risk_hours: z.number(),
  supplier_silent_days: z.number(),
  pickup_uncollected_days: z.number(),
  /** The last save (null: never saved), sent back by a save (domain/staleEdit.ts). */
  updatedAt: z.string().nullable(),
});
export type SettingsRecord = z.infer<typeof settingsRecord>;
