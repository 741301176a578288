import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEntitySurfaces } from './entitySurfaces';
import { entity as warehouses } from '../domain/entities/warehouses';
import { entity as products } from '../domain/entities/products';

// Each declaration is compiled and imported afresh (tsx), as the build does: seconds on a busy machine.
describe("the declarations' surfaces the browser starts with", { timeout: 30_000 }, () => {
  it('holds every declaration under domain/entities, as plain data without schemas', async () => {
    const declared = await readEntitySurfaces(path.resolve('domain/entities'));
    expect(declared.map(({ file, surface }) => [file, surface.name])).toEqual(
      expect.arrayContaining([
        ['packs.ts', 'packs'],
        ['products.ts', 'products'],
        ['shippingAgents.ts', 'shipping-agents'],
        ['suppliers.ts', 'suppliers'],
        ['warehouses.ts', 'warehouses'],
      ]),
    );
    for (const { surface } of declared) {
      // What the build writes into the first chunk is exactly what the browser reads back.
      expect(JSON.parse(JSON.stringify(surface))).toEqual(surface);
      expect(surface).not.toHaveProperty('body');
      expect(surface).not.toHaveProperty('record');
      for (const field of Object.values(surface.fields)) expect(field).not.toHaveProperty('schema');
    }
  });

  it('keeps what the routes, the sidebar and the texts need, as declared', async () => {
    const declared = await readEntitySurfaces(path.resolve('domain/entities'));
    const surface = (name: string) => declared.find((d) => d.surface.name === name)!.surface;
    expect(surface('warehouses').endpoints).toEqual(warehouses.endpoints);
    expect(surface('warehouses').menu).toEqual(warehouses.menu);
    expect(surface('warehouses').activation).toBe(true);
    expect(surface('products').fields.supplierId.reference).toEqual(products.fields.supplierId.reference);
    expect(surface('products').fields.internal_product_name.label).toBe(
      products.fields.internal_product_name.label,
    );
  });
});
