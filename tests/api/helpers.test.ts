import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

describe('createTestApp', () => {
  let made: TestContext;

  it('answers while the test that made it runs', async () => {
    made = await createTestApp();
    expect((await made.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('closed the app and its database when that test finished', async () => {
    await expect(made.handle.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
