import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { Database } from '../db/client';
import { nextUpdatedAt } from '../../domain/staleEdit';
import { settings } from '../db/schema';
import { invalidField } from '../http/errors';
import { SIGNATURE_MAX_PIXELS } from '../../domain/schemas/settings';
import { say } from '../../domain/texts/answers';

/** What a signature may be: images every mail client shows. SVG is left out (it can carry script). */
const ACCEPTED = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);

const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;

/**
 * Refuses an image whose header declares more pixels than a signature needs, read before the
 * image is kept: it goes inline into every PO and pickup e-mail, and a mail client decodes it whole.
 */
export function assertSanePixelCount(content: Buffer) {
  const damaged = () => invalidField('image', say('imageDamagedWidthHeightCannot'));
  let size: { width: number; height: number };
  try {
    // A copy of its own: image-size reads through a DataView of the whole underlying memory, so
    // a file cut short inside a larger pooled buffer (as a multipart body's part may be) would
    // be measured from the bytes after it.
    size = imageSize(new Uint8Array(content));
  } catch {
    throw damaged();
  }
  const { width, height } = size;
  if (!(width > 0 && height > 0)) throw damaged();
  if (width * height > SIGNATURE_MAX_PIXELS)
    throw invalidField(
      'image',
      say('imageTooManyPixels', { max: megapixels(SIGNATURE_MAX_PIXELS), width, height }),
    );
}

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
    if (!ext) throw invalidField('image', say('filePngJpegGifWebp'));
    assertSanePixelCount(content);
    const fileName = `${crypto.randomUUID()}.${ext}`;
    await fs.mkdir(this.imagesDir, { recursive: true });
    await fs.writeFile(path.join(this.imagesDir, fileName), content, { flag: 'wx' });
    return fileName;
  }

  /**
   * Clears the signature in the settings, then deletes its file; `removed` when there was one,
   * and the settings' `updatedAt` after it, which the open form sends back with its save.
   */
  async remove(userId: string | null = null): Promise<{ removed: boolean; updatedAt: string | null }> {
    const { fileName, updatedAt } = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ image: settings.emailImgSignature, updatedAt: settings.updatedAt })
        .from(settings)
        .where(eq(settings.id, 1))
        .for('update');
      if (!row?.image) return { fileName: null, updatedAt: row?.updatedAt ?? null };
      const [after] = await tx
        .update(settings)
        .set({
          emailImgSignature: null,
          updatedAt: nextUpdatedAt(row.updatedAt, new Date()),
          updatedBy: userId,
        })
        .where(eq(settings.id, 1))
        .returning({ updatedAt: settings.updatedAt });
      return { fileName: row.image, updatedAt: after.updatedAt };
    });
    const answer = { removed: !!fileName, updatedAt: updatedAt?.toISOString() ?? null };
    // Only a bare name inside the images folder is ever deleted.
    if (fileName) await fs.rm(path.join(this.imagesDir, path.basename(fileName)), { force: true });
    return answer;
  }
}
