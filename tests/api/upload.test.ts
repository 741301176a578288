import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_MAX_BYTES } from '../../domain/schemas/settings';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { client, fieldsOf, type Client } from './productFixtures';
import { image, PNG, uploadAs, type Part } from './uploadForm';

let ctx: TestContext;
let admin: string;
let api: Client;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
  api = client(ctx, admin);
});

/** The start of a JPEG: JFIF (what file-type reads to tell the type), then a 16 x 16 px frame header (SOF0). */
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.from('ffc0001108001000100301220002110103110100', 'hex'),
  Buffer.alloc(64),
]);

/** A PNG whose header (IHDR) declares width x height px, with nothing to draw: what a decompression bomb shows first. */
function pngDeclaring(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(300_000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (parts: Part[], token = admin) => uploadAs(ctx, token, parts);

const imagesDir = () => path.join(ctx.config.dataDir, 'images');
const storedFiles = () => fs.readdirSync(imagesDir()).sort();
describe('POST /upload', () => {
  it('keeps a real PNG under a random name and answers {msg, fileName}; GET /images/<fileName> serves it', async () => {
    const res = await upload([image(PNG), { name: 'imageSize', value: '300' }]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['fileName', 'key', 'msg']);
    expect(body.msg).toBe('Image uploaded successfully');
    expect(body.fileName).toMatch(/^[0-9a-f-]{36}\.png$/);

    const served = await ctx.app.inject({ method: 'GET', url: `/images/${body.fileName}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('names the file by its content, not by the name it was sent under', async () => {
    const res = await upload([{ name: 'imageSize', value: '120' }, image(JPEG, 'photo.png', 'image/png')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().fileName).toMatch(/\.jpg$/);
  });

  it('lets the settings name the uploaded file', async () => {
    const { fileName } = (await upload([image(PNG)])).json();
    const res = await api.post('/add-send-from-email', {
      email: 'orders@shop.test',
      deadline: 5,
      image: fileName,
      size: 300,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().doc.email_img_signature).toBe(fileName);
  });

  it.each([
    ['text named .png', Buffer.from('this is not an image at all, just text'), 'fake.png', 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'doc.png', 'image/png'],
  ])('refuses %s with a 400 naming image, and keeps nothing', async (_what, content, fileName, type) => {
    const before = storedFiles();
    const res = await upload([image(content, fileName, type)]);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['image']);
    expect(res.json().msg).toBe('The file must be a PNG, JPEG, GIF or WebP image');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a decompression bomb (a small PNG declaring 50,000 x 50,000 px) with a 400 naming image and the limit', async () => {
    const before = storedFiles();
    const res = await upload([image(pngDeclaring(50_000, 50_000))]);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['image']);
    expect(res.json().msg).toBe('The image must be at most 16 megapixels; this one is 50000 x 50000 px');
    expect(storedFiles()).toEqual(before);
  });

  it('accepts an image of up to 16 megapixels, and refuses one whose size cannot be read', async () => {
    expect((await upload([image(pngDeclaring(4000, 4000))])).statusCode).toBe(200);
    expect((await upload([image(pngDeclaring(4000, 4001))])).statusCode).toBe(400);
    const headless = await upload([image(PNG.subarray(0, 20))]);
    expect(headless.statusCode).toBe(400);
    expect(fieldsOf(headless.json())).toEqual(['image']);
  });

  it('answers 413 with a msg above 2 MB, and keeps nothing', async () => {
    const before = storedFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(SIGNATURE_MAX_BYTES)]);
    const res = await upload([image(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('The image must be at most 2 MB');
    expect(storedFiles()).toEqual(before);
  });

  it('accepts exactly 2 MB', async () => {
    const res = await upload([image(Buffer.concat([PNG, Buffer.alloc(SIGNATURE_MAX_BYTES - PNG.length)]))]);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a width outside 50 to 800 px, naming imageSize', async () => {
    const before = storedFiles();
    for (const imageSize of ['49', '801', 'wide', '1.5']) {
      const res = await upload([{ name: 'imageSize', value: imageSize }, image(PNG)]);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual(['imageSize']);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a form without an image, or a JSON body, naming image', async () => {
    expect(fieldsOf((await upload([{ name: 'imageSize', value: '300' }])).json())).toEqual(['image']);
    const json = await api.post('/upload', { image: 'x.png' });
    expect(json.statusCode).toBe(400);
    expect(fieldsOf(json.json())).toEqual(['image']);
  });

  it('takes one file per call', async () => {
    const res = await upload([image(PNG), { ...image(PNG), name: 'other' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('Send one image at a time');
  });
});

describe('POST /remove-image', () => {
  it('clears the signature in the settings and deletes its file', async () => {
    const { fileName } = (await upload([image(PNG)])).json();
    await api.post('/add-send-from-email', {
      email: 'orders@shop.test',
      deadline: 5,
      image: fileName,
      size: 300,
    });
    const res = await api.post('/remove-image');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      msg: 'Image removed successfully',
      key: 'imageRemovedSuccessfully',
      updatedAt: expect.any(String),
    });
    const settings = (await api.get('/get-send-from-email')).json().doc;
    expect(settings).toMatchObject({
      email_img_signature: null,
      send_from_email: 'orders@shop.test',
      image_size: 300,
    });
    expect(fs.existsSync(path.join(imagesDir(), fileName))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `/images/${fileName}` })).statusCode).toBe(404);
  });

  it('answers 200 when there is no signature to remove', async () => {
    const res = await api.post('/remove-image', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('There is no signature image to remove');
  });
});

describe('roles', () => {
  it('refuses Warehouse and Supplier users (403) and keeps nothing', async () => {
    const before = storedFiles();
    for (const role of ['Warehouse', 'Supplier'] as const) {
      const token = await tokenFor(ctx, role);
      expect((await upload([image(PNG)], token)).statusCode).toBe(403);
      expect((await client(ctx, token).post('/remove-image')).statusCode).toBe(403);
    }
    expect(storedFiles()).toEqual(before);
  });
});
