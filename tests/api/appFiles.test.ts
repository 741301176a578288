import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.mjs';
import { createTestApp, type TestContext } from './helpers';

/**
 * The built app as the server sends it: compressed as the build left it (.br, .gz beside each
 * file), hashed assets kept by the browser for good, index.html checked each time. A stand-in
 * for dist/ (a hashed chunk and an index.html), compressed by the build's own step.
 */
let ctx: TestContext;
let dist: string;
const CHUNK = 'assets/index-B4x9Qm2k.js';
const chunk = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},label:"row ${i}"}`).join(',')}];\n`;
const indexHtml = `<!doctype html><html><head><script type="module" src="/${CHUNK}"></script></head><body>${'<!-- app -->'.repeat(120)}<div id="root"></div></body></html>`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fbo-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, CHUNK), chunk);
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dist, 'favicon.txt'), 'small');
  precompress(dist);
  ctx = await createTestApp({ staticDir: dist });
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const get = (url: string, encoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the build compresses its text files', () => {
  it('writes a .br and a .gz of each that hold the same bytes, and leaves tiny files alone', () => {
    expect(brotliDecompressSync(fs.readFileSync(path.join(dist, `${CHUNK}.br`))).toString()).toBe(chunk);
    expect(gunzipSync(fs.readFileSync(path.join(dist, `${CHUNK}.gz`))).toString()).toBe(chunk);
    expect(fs.statSync(path.join(dist, `${CHUNK}.br`)).size).toBeLessThan(chunk.length / 3);
    expect(fs.existsSync(path.join(dist, 'favicon.txt.br'))).toBe(false);
  });
});

describe('GET of the app files', () => {
  it('sends a hashed asset brotli-compressed to a browser that accepts br, cached for good', async () => {
    const res = await get(`/${CHUNK}`, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(chunk);
    expect(res.rawPayload.length).toBeLessThan(chunk.length / 3);
  });

  it('sends gzip to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gzip = await get(`/${CHUNK}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(chunk);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get(`/${CHUNK}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(chunk);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html compressed but checked with the server each time, at / and at a screen path', async () => {
    for (const url of ['/', '/master-dashboard']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('keeps a file outside assets/ (not named by its hash) checked each time', async () => {
    const res = await get('/favicon.txt', 'br');
    expect(res.payload).toBe('small');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the API answers as they were', async () => {
    const health = await get('/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
  });
});
