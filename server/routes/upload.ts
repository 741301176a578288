import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import { SIGNATURE_MAX_BYTES, SIGNATURE_WIDTH } from '../../domain/schemas/settings';
import { AppError, invalidField } from '../http/errors';
import { say } from '../../domain/texts/answers';

const write = { area: 'settings', action: 'write' } as const;
const tags = ['settings'];
const TOO_LARGE = `The image must be at most ${SIGNATURE_MAX_BYTES / 1024 / 1024} MB`;

/**
 * The image of /upload's multipart form. Its `imageSize` (width in px) may come before or
 * after the file; it is checked here and saved by /add-send-from-email with the file name.
 */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalidField('image', say('sendImageAsMultipartForm'));
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'image') image = content;
      } else if (part.fieldname === 'imageSize' && part.value !== '') {
        const imageSize = Number(part.value);
        if (
          !Number.isInteger(imageSize) ||
          imageSize < SIGNATURE_WIDTH.min ||
          imageSize > SIGNATURE_WIDTH.max
        ) {
          throw invalidField(
            'imageSize',
            say('imageWidthBetween', { min: SIGNATURE_WIDTH.min, max: SIGNATURE_WIDTH.max }),
          );
        }
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT')
      throw new AppError(413, code === 'FST_FILES_LIMIT' ? 'Send one image at a time' : TOO_LARGE);
    throw error;
  }
  if (!image?.length) throw invalidField('image', say('chooseImageUpload'));
  return image;
}

/** The e-mail signature image (spec 001 "Settings"): upload and remove. */
export function uploadRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered here, not app-wide: only these routes read multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: SIGNATURE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });

    app.post(
      '/upload',
      {
        config: { access: write },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: z.object({ msg: z.string(), fileName: z.string() }) },
        },
      },
      async (req) => {
        const image = await readImage(req);
        return { ...say('imageUploadedSuccessfully'), fileName: await services.signatureImage.store(image) };
      },
    );

    app.post(
      '/remove-image',
      {
        config: { access: write },
        schema: {
          tags,
          response: { 200: z.object({ msg: z.string(), updatedAt: z.string().nullable() }) },
        },
      },
      async (req) => {
        const { removed, updatedAt } = await services.signatureImage.remove(signedIn(req).id);
        return {
          msg: removed ? 'Image removed successfully' : 'There is no signature image to remove',
          updatedAt,
        };
      },
    );
  };
}
