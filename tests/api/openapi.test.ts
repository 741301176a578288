import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

interface Parameter {
  in: string;
  name: string;
  schema?: { type?: string };
}

interface Operation {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let ctx: TestContext;
let operations: { route: string; op: Operation }[];
beforeAll(async () => {
  ctx = await createTestApp();
  const doc = (await ctx.app.inject({ method: 'GET', url: '/backend/api/docs/json' })).json();
  operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
  );
});

/** A route that answers a file (CSV export) names its type; every other one answers JSON. */
const answersJson = (op: Operation) => {
  const types = Object.keys(op.responses?.['200']?.content ?? {});
  return types.length === 0 || types.includes('application/json');
};

describe('the OpenAPI document', () => {
  it('describes the documented calls', () => {
    const routes = operations.map((o) => o.route);
    for (const route of [
      'POST /backend/api/auth/login',
      'GET /backend/api/admin/get-shopify-orders',
      'GET /backend/api/admin/get-order',
      'GET /backend/api/admin/get-warehouse',
      'GET /backend/api/admin/export-orders',
    ])
      expect(routes).toContain(route);
  });

  it('describes the CSV exports as files', () => {
    const exportOrders = operations.find((o) => o.route === 'GET /backend/api/admin/export-orders');
    expect(Object.keys(exportOrders?.op.responses?.['200']?.content ?? {})).toEqual(['text/csv']);
  });

  it('gives every JSON call a response schema for its success answer', () => {
    const missing = operations
      .filter(({ op }) => answersJson(op) && !op.responses?.['200']?.content?.['application/json']?.schema)
      .map((o) => o.route);
    expect(missing).toEqual([]);
  });

  it('describes the list query of the list and export calls as typed parameters', () => {
    const listCalls = [
      'GET /backend/api/admin/get-shopify-orders',
      'GET /backend/api/admin/get-consolidate-unconsolidate-orders',
      'GET /backend/api/admin/export-orders',
      'GET /backend/api/admin/export-consolidate-unconsolidate-orders',
      'GET /backend/api/admin/get-all-warehouse-orders',
      'POST /backend/api/admin/get-warehouse-orders',
      'GET /backend/api/admin/export-warehouse-orders',
      'GET /backend/api/admin/get-warehouses',
      'GET /backend/api/admin/get-purchase-orders',
    ];
    for (const route of listCalls) {
      const query = operations
        .find((o) => o.route === route)
        ?.op.parameters?.filter((p) => p.in === 'query')
        .map((p) => `${p.name}: ${p.schema?.type}`);
      expect({ route, query }).toEqual({
        route,
        query: expect.arrayContaining([
          'limit: string',
          'offset: string',
          'search: string',
          'tagText: string',
          'isTag: string',
        ]),
      });
    }
  });

  it('gives no call an untyped query', () => {
    const untyped = operations
      .filter(({ op }) => op.parameters?.some((p) => p.in === 'query' && !p.schema?.type))
      .map((o) => o.route);
    expect(untyped).toEqual([]);
  });
});
