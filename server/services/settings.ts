import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { settings } from '../db/schema';
import {
  ATTENTION_SETTING_FIELDS,
  type SendFromSettingsBody,
  type SettingsRecord as SendFromSettings,
} from '../../domain/schemas/settings';
import { DEFAULT_THRESHOLDS, THRESHOLD_NAMES, type AttentionThresholds } from '../../domain/attention';
import { invalidField } from '../http/errors';
import { assertNotStale } from './masterRecords';
import { nextUpdatedAt } from '../../domain/staleEdit';
import { say } from '../../domain/texts/answers';

/** The one settings row: sender address, deadline days, the signature image and the attention thresholds. */
export class SettingsService {
  constructor(
    private readonly db: Database,
    private readonly imagesDir: string,
  ) {}

  async get(): Promise<SendFromSettings> {
    const [row] = await this.db.select().from(settings).where(eq(settings.id, 1));
    return {
      send_from_email: row?.sendFromEmail ?? null,
      deadline_days: row?.deadlineDays ?? 7,
      email_img_signature: row?.emailImgSignature ?? null,
      image_size: row?.imageSize ?? null,
      consolidation_hours: row?.consolidationHours ?? DEFAULT_THRESHOLDS.consolidationHours,
      at_risk_hours: row?.atRiskHours ?? DEFAULT_THRESHOLDS.atRiskHours,
      supplier_silent_days: row?.supplierSilentDays ?? DEFAULT_THRESHOLDS.supplierSilentDays,
      pickup_uncollected_days: row?.pickupUncollectedDays ?? DEFAULT_THRESHOLDS.pickupUncollectedDays,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** The attention thresholds (domain/attention.ts): the defaults until Settings are saved. */
  async thresholds(): Promise<AttentionThresholds> {
    const [row] = await this.db.select().from(settings).where(eq(settings.id, 1));
    return Object.fromEntries(
      THRESHOLD_NAMES.map((name) => [name, row?.[name] ?? DEFAULT_THRESHOLDS[name]]),
    ) as AttentionThresholds;
  }

  /** Saves the settings; refused (409) when they were saved meanwhile since the form read them. */
  async save(body: SendFromSettingsBody, userId: string | null = null): Promise<SendFromSettings> {
    // Only a file that /upload stored may be named: no paths, nothing outside the images folder.
    const image = path.basename(body.image);
    if (image !== body.image || !fs.existsSync(path.join(this.imagesDir, image))) {
      throw invalidField('image', say('signatureImageUploadedFirst'));
    }
    const values = {
      sendFromEmail: body.email,
      deadlineDays: body.deadline,
      emailImgSignature: image,
      imageSize: body.size,
      ...thresholdValues(body),
      updatedBy: userId,
    };
    await this.db.transaction(async (tx) => {
      // The row is made first when no save made it yet, so that it can be locked: two first
      // saves wait for each other, and the second is compared with the first.
      const [made] = await tx.insert(settings).values({ id: 1 }).onConflictDoNothing().returning();
      const [row] = await tx.select().from(settings).where(eq(settings.id, 1)).for('update');
      const stored = made ? null : row.updatedAt;
      await assertNotStale(tx, body.updatedAt, { updatedAt: stored, updatedBy: row.updatedBy });
      await tx
        .update(settings)
        .set({ ...values, updatedAt: nextUpdatedAt(stored, new Date()) })
        .where(eq(settings.id, 1));
    });
    return this.get();
  }
}

/** The thresholds the body names; the others keep their stored values. */
function thresholdValues(body: SendFromSettingsBody): Partial<AttentionThresholds> {
  const values: Partial<AttentionThresholds> = {};
  for (const [field, name] of Object.entries(ATTENTION_SETTING_FIELDS)) {
    const value = body[field as keyof typeof ATTENTION_SETTING_FIELDS];
    if (value !== undefined) values[name] = value;
  }
  return values;
}
