import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { openPglite } from '../../server/db/client';
import { buildApp } from '../../server/app';
import { createServices } from '../../server/services';
import { noJobs } from '../../server/jobs';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('GET /health', () => {
  it('answers 200 when the database is reachable and migrated', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('answers 503 when the database is not migrated', async () => {
    const handle = await openPglite('memory://');
    const app = await buildApp({ services: createServices(handle, ctx.config, noJobs) });
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().msg).toMatch(/not migrated|not reachable/);
    await app.close();
    await handle.close();
  });

  it('answers 503 when the database is gone', async () => {
    const handle = await openPglite('memory://');
    await handle.migrate();
    const app = await buildApp({ services: createServices(handle, ctx.config, noJobs) });
    await handle.close();
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    await app.close();
  });
});

describe('OpenAPI', () => {
  it('documents the routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/backend/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/backend/api/auth/login', '/backend/api/admin/change-password']),
    );
  });
});
