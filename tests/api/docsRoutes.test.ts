import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { GENERATED_ENTITIES } from '../../server/entities';
import { withEntitySection } from '../../server/entities/apiDocs';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const API = '/backend/api';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** `GET /backend/api/admin/get-warehouses` for each row of docs/api.md's tables. */
function documentedRoutes(): string[] {
  const text = fs.readFileSync('docs/api.md', 'utf8');
  return [...text.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) (\/[^\s|]+) \|/gm)].map(([, method, path]) => {
    // Auth, account and webhook rows name their prefix; the master-data and order tables are under /admin.
    const full = /^\/(auth|admin|webhooks)\//.test(path) ? `${API}${path}` : `${API}/admin${path}`;
    return `${method} ${full}`;
  });
}

/** Every route the app registers under /backend/api, as its OpenAPI document lists them. */
function registeredRoutes(): string[] {
  const { paths = {} } = ctx.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(paths)
    .filter(([path]) => path.startsWith(`${API}/`))
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => METHODS.includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
}

describe('docs/api.md', () => {
  it('documents every registered route, and only those', () => {
    const documented = documentedRoutes();
    const registered = registeredRoutes();
    expect(registered.length).toBeGreaterThan(40);
    expect(registered.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((r) => !registered.includes(r))).toEqual([]);
  });

  it('has the section of the declared entities as their declarations write it (npm run docs:api)', () => {
    const docs = fs.readFileSync('docs/api.md', 'utf8');
    expect(
      withEntitySection(
        docs,
        GENERATED_ENTITIES.map((served) => served.entity),
      ),
    ).toBe(docs);
  });

  it('documents each route once', () => {
    const documented = documentedRoutes();
    expect(documented.filter((r, i) => documented.indexOf(r) !== i)).toEqual([]);
  });
});
