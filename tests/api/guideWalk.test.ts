import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { Entity } from '../../domain/entities/entity';
import { entityTable, SERVED_ENTITIES, servedOf } from '../../server/entities';
import { createTestApp, createUser, login, tokenFor, type TestContext } from './helpers';

/**
 * docs/adding-a-resource.md followed literally (issue 29 item 5): its declaration is written
 * where it says, its table built as its one line says, and every call its walk-through names
 * answered; its migration number is the next one and its check command holds the German test.
 */
const root = path.resolve(__dirname, '../..');
const guide = fs.readFileSync(path.join(root, 'docs/adding-a-resource.md'), 'utf8');
const blocks = (lang: string) =>
  [...guide.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
const walkDir = path.join(root, 'tests', `.guide-walk-${process.pid}`);

let ctx: TestContext;
let entity: Entity;
let admin: string;

beforeAll(async () => {
  // Step 1: the declaration, as printed, in a file of its own (its import pointed at the real module).
  fs.mkdirSync(walkDir, { recursive: true });
  const file = path.join(walkDir, 'declaration.ts');
  const entityModule = path.join(root, 'domain/entities/entity').replaceAll('\\', '/');
  fs.writeFileSync(file, blocks('ts')[0].replace("from './entity'", `from '${entityModule}'`));
  entity = ((await import(/* @vite-ignore */ file)) as { entity: Entity }).entity;
  // Step 2: its one line, `entityTable(<the declaration>)`, and the DDL its migration would hold.
  expect(blocks('ts')[1]).toMatch(/export const \w+ = entityTable\(\w+\);/);
  const table = entityTable(entity);
  ctx = await createTestApp({
    entities: [...SERVED_ENTITIES, servedOf(table)!],
    prepare: async (handle) => {
      for (const statement of await generateMigration(
        generateDrizzleJson({}),
        generateDrizzleJson({ table }),
      ))
        await handle.db.execute(sql.raw(statement));
    },
  });
  admin = await tokenFor(ctx, 'Admin');
});

afterAll(() => fs.rmSync(walkDir, { recursive: true, force: true }));

describe('the guide, followed literally', () => {
  it('names the next migration and a check command that holds the German parity test', () => {
    const migrations = fs
      .readdirSync(path.join(root, 'server/db/migrations'))
      .filter((f) => f.endsWith('.sql'));
    const next = String(migrations.length).padStart(4, '0');
    const named = guide.match(/server\/db\/migrations\/(\d{4})_/)?.[1];
    expect(named).toBe(next);
    const check = blocks('sh').at(-1)!;
    expect(check).toContain('src/i18n/messages.test.tsx');
    for (const target of check.split('\n')[0].split(' ').slice(3))
      expect(fs.existsSync(path.join(root, target)), target).toBe(true);
  });

  it('answers every call its walk-through names, for the admin and for the owner', async () => {
    const said = guide.slice(guide.indexOf('the API answers'), guide.indexOf('## What comes from'));
    const paths = [...said.matchAll(/`(?:GET |POST )?(\/[a-z-]+)/g)].map((m) => m[1]);
    expect(paths).toEqual(
      expect.arrayContaining([
        entity.endpoints.list,
        entity.endpoints.one,
        entity.endpoints.add,
        entity.endpoints.delete,
      ]),
    );
    const supplier = await createUser(ctx, 'Supplier');
    const other = await createUser(ctx, 'Supplier');
    const call = (url: string, token: string, payload?: object) =>
      ctx.app.inject({
        method: payload ? 'POST' : 'GET',
        url: `/backend/api/admin${url}`,
        headers: { 'x-auth-token': token },
        payload,
      });
    const body = { name: 'Crate', code: 'CR', supplierId: supplier.supplierId };
    const added = await call('/add-packaging-type', admin, body);
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().packagingType._id as string;
    await call('/add-packaging-type', admin, { ...body, name: 'Sack', supplierId: other.supplierId });

    const own = await login(ctx, supplier.email);
    const NONE = '00000000-0000-4000-8000-000000000000';
    const answers: Record<string, number> = {};
    for (const p of paths) {
      const payload = p.endsWith('-batch')
        ? { ids: [p.startsWith('/delete-') ? NONE : id], activated: true }
        : p.startsWith('/get-')
          ? undefined
          : p.startsWith('/add-')
            ? { ...body, name: 'Box' }
            : p.startsWith('/edit-')
              ? { id, ...body, code: 'CR2' }
              : p.startsWith('/status-')
                ? { id, status: true }
                : { id: NONE };
      const url = p === entity.endpoints.one ? `${p}?id=${id}` : p;
      answers[p] = (await call(url, own, payload)).statusCode;
    }
    // The delete names a record that does not exist: every other call is the supplier's to make.
    expect(answers).toEqual({
      ...Object.fromEntries(paths.map((p) => [p, 200])),
      [entity.endpoints.delete]: 404,
    });
    const names = (await call(entity.endpoints.list, own))
      .json()
      .packagingTypes.map((r: { name: string }) => r.name);
    expect(names).toEqual(['Box', 'Crate']);
  });
});
