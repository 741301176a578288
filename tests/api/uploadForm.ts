import type { TestContext } from './helpers';

/** The e-mail signature image's upload, as a browser's form sends it (upload and activity tests). */

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export type Part =
  { name: string; value: string } | { name: string; value: Buffer; fileName: string; type: string };

/** A multipart body as a browser's FormData sends it, via the Response trick. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if ('fileName' in part)
      form.append(part.name, new Blob([new Uint8Array(part.value)], { type: part.type }), part.fileName);
    else form.append(part.name, part.value);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

/** POST /upload of `parts` as the account `token` signs in. */
export async function uploadAs(ctx: TestContext, token: string, parts: Part[]) {
  const { payload, contentType } = await multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/backend/api/admin/upload',
    headers: { 'x-auth-token': token, 'content-type': contentType },
    payload,
  });
}

export const image = (value: Buffer, fileName = 'signature.png', type = 'image/png'): Part => ({
  name: 'image',
  value,
  fileName,
  type,
});
