import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenFor, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
  fs.writeFileSync(path.join(ctx.config.dataDir, 'images', 'signature.png'), 'png');
});

const save = (payload: object, token = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/admin/add-send-from-email',
    headers: { 'x-auth-token': token },
    payload,
  });
const get = (token = admin) =>
  ctx.app.inject({
    method: 'GET',
    url: '/backend/api/admin/get-send-from-email',
    headers: { 'x-auth-token': token },
  });
const defaultThresholds = {
  consolidation_hours: 24,
  at_risk_hours: 48,
  supplier_silent_days: 3,
  pickup_uncollected_days: 2,
};
const good = { email: 'orders@shop.test', deadline: 5, image: 'signature.png', size: 300 };

describe('send-from settings', () => {
  it('answers defaults before anything is saved', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json().doc).toEqual({
      send_from_email: null,
      deadline_days: 7,
      email_img_signature: null,
      image_size: null,
      ...defaultThresholds,
      updatedAt: null,
    });
  });

  it('saves and reads back the settings', async () => {
    const res = await save(good);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBeTruthy();
    expect((await get()).json().doc).toEqual({
      send_from_email: 'orders@shop.test',
      deadline_days: 5,
      email_img_signature: 'signature.png',
      image_size: 300,
      ...defaultThresholds,
      updatedAt: expect.any(String),
    });
  });

  it.each([
    ['email', { email: 'nope' }],
    ['email', { email: '' }],
    ['deadline', { deadline: 0 }],
    ['deadline', { deadline: 32 }],
    ['deadline', { deadline: 2.5 }],
    ['size', { size: 49 }],
    ['size', { size: 801 }],
    ['image', { image: '' }],
    ['consolidation_hours', { consolidation_hours: 0 }],
    ['at_risk_hours', { at_risk_hours: 721 }],
    ['supplier_silent_days', { supplier_silent_days: 1.5 }],
    ['pickup_uncollected_days', { pickup_uncollected_days: 61 }],
  ])('refuses a bad %s with a 400 naming it, and changes nothing', async (field, change) => {
    const before = (await get()).json().doc;
    const res = await save({ ...good, deadline: 9, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await get()).json().doc).toEqual(before);
  });

  it('saves the attention thresholds, and keeps them when a save does not name them', async () => {
    const thresholds = {
      consolidation_hours: 6,
      at_risk_hours: 12,
      supplier_silent_days: 5,
      pickup_uncollected_days: 4,
    };
    expect((await save({ ...good, ...thresholds })).statusCode).toBe(200);
    expect((await get()).json().doc).toMatchObject(thresholds);
    expect((await save(good)).statusCode).toBe(200);
    expect((await get()).json().doc).toMatchObject(thresholds);
    expect((await save({ ...good, ...defaultThresholds })).statusCode).toBe(200);
  });

  it('refuses an image that was never uploaded, or a path', async () => {
    for (const image of ['missing.png', '../../etc/passwd']) {
      const res = await save({ ...good, image });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('image');
    }
  });

  it('is for Admins only', async () => {
    const warehouse = await tokenFor(ctx, 'Warehouse');
    expect((await save(good, warehouse)).statusCode).toBe(403);
    expect((await get(warehouse)).statusCode).toBe(403);
  });
});
