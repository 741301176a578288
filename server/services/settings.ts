import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { settings } from '../db/schema';
import type { SendFromSettingsBody, SettingsRecord as SendFromSettings } from '../../domain/schemas/settings';
import { invalidField } from '../http/errors';

/** The one settings row: sender address, deadline days and the signature image. */
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
    };
  }

  async save(body: SendFromSettingsBody): Promise<SendFromSettings> {
    // Only a file that /upload stored may be named: no paths, nothing outside the images folder.
    const image = path.basename(body.image);
    if (image !== body.image || !fs.existsSync(path.join(this.imagesDir, image))) {
      throw invalidField('image', 'The signature image must be uploaded first');
    }
    const values = {
      sendFromEmail: body.email,
      deadlineDays: body.deadline,
      emailImgSignature: image,
      imageSize: body.size,
      updatedAt: new Date(),
    };
    await this.db
      .insert(settings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: settings.id, set: values });
    return this.get();
  }
}
