import { z } from 'zod';
import { DIGEST_RECIPIENT_KINDS, parseRecipientKey } from '../digest';

/** A recipient of the daily digest as GET /get-daily-digest answers it (docs/api.md "Settings"). */
export const digestRecipientRecord = z.object({
  recipient: z.string(),
  kind: z.enum(DIGEST_RECIPIENT_KINDS),
  name: z.string(),
  /** Where the digest goes: the operator's is the Settings' send-from address (null until saved). */
  email: z.string().nullable(),
  enabled: z.boolean(),
});
export type DigestRecipientRecord = z.infer<typeof digestRecipientRecord>;

/** POST /set-daily-digest: one recipient's switch. */
export const dailyDigestBody = z.object({
  recipient: z.string({ error: 'Recipient is required' }).refine((key) => parseRecipientKey(key) !== null, {
    message: "Recipient must be 'operator', 'warehouse:<id>' or 'supplier:<id>'",
  }),
  enabled: z.boolean({ error: 'Enabled must be true or false' }),
});
export type DailyDigestBody = z.infer<typeof dailyDigestBody>;
