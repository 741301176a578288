import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../db/client';
import { settings } from '../db/schema';
import { invalidField } from '../http/errors';

/** What a signature may be: images every mail client shows. SVG is left out (it can carry script). */
const ACCEPTED = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);

/**
 * The e-mail signature image: stored under a random name in the images folder (served under
 * /images/), named in the settings by /add-send-from-email, removed by /remove-image.
 */
export class SignatureImageService {
  constructor(
    private readonly db: Database,
    private readonly imagesDir: string,
  ) {}

  /** Keeps the file when its CONTENT is an accepted image; the name and type the browser sent are not trusted. */
  async store(content: Buffer): Promise<string> {
    const type = await fileTypeFromBuffer(content);
    const ext = type && ACCEPTED.get(type.mime);
    if (!ext) throw invalidField('image', 'The file must be a PNG, JPEG, GIF or WebP image');
    const fileName = `${crypto.randomUUID()}.${ext}`;
    await fs.mkdir(this.imagesDir, { recursive: true });
    await fs.writeFile(path.join(this.imagesDir, fileName), content, { flag: 'wx' });
    return fileName;
  }

  /** Clears the signature in the settings, then deletes its file; true when there was one. */
  async remove(): Promise<boolean> {
    const fileName = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ image: settings.emailImgSignature })
        .from(settings)
        .where(eq(settings.id, 1))
        .for('update');
      if (!row?.image) return null;
      await tx
        .update(settings)
        .set({ emailImgSignature: null, updatedAt: new Date() })
        .where(eq(settings.id, 1));
      return row.image;
    });
    if (!fileName) return false;
    // Only a bare name inside the images folder is ever deleted.
    await fs.rm(path.join(this.imagesDir, path.basename(fileName)), { force: true });
    return true;
  }
}
