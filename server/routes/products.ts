import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { csvFileAnswer } from './fileAnswers';
import { idBody, type PackBody, type ProductBody } from '../../domain/schemas/masterData';
import { entity as productEntity } from '../../domain/entities/products';
import { entity as packEntity } from '../../domain/entities/packs';
import { id } from '../../domain/schemas/fields';
import { productCsvColumns } from '../../domain/productCsv';
import { toCsvFile } from '../../domain/csv';
import { listQueryString } from './listQueryString';
import { signedIn } from '../http/access';
import {
  packRecord,
  productImportBody,
  productImportReport,
  productOrPackRecord as productOrPack,
  productRecord,
} from '../../domain/schemas/productRecords';

const read = { area: 'products', action: 'read' } as const;
const write = { area: 'products', action: 'write' } as const;
const tags = ['products'];

/** The declared calls (domain/entities/products.ts, packs.ts): their paths, bodies and messages. */
const product = { ...productEntity.endpoints, body: productEntity.body, said: productEntity.messages };
const pack = { ...packEntity.endpoints, body: packEntity.body, said: packEntity.messages };

const answer = <T extends z.ZodTypeAny>(doc: T) => ({ 200: z.object({ msg: z.string(), doc }) });

/**
 * Products, packs and the product CSV (spec 001 "Product list", "Product and pack screens").
 * Not the generated routes: one table and one list hold both, a pack's products are joined in,
 * an edit names its record `_id`, and a new SKU routes the orders that waited for it.
 */
export function productRoutes(services: Services): FastifyPluginAsyncZod {
  const { products, packs, productImport } = services;
  return async (app) => {
    app.get(
      product.list,
      {
        config: { access: read },
        schema: {
          tags,
          querystring: listQueryString,
          response: { 200: z.object({ msg: z.string(), doc: z.array(productOrPack), count: z.number() }) },
        },
      },
      async (req) => ({ msg: product.said.list, ...(await products.list(req.query)) }),
    );

    app.get(
      product.one,
      { config: { access: read }, schema: { tags, querystring: idBody, response: answer(productOrPack) } },
      async (req) => ({
        msg: product.said.found,
        doc: await products.get(req.query.id),
      }),
    );

    app.get(
      '/get-supplier-products',
      {
        config: { access: read },
        schema: {
          tags,
          querystring: z.object({ supplierId: id('supplierId') }),
          response: answer(z.array(productRecord)),
        },
      },
      async (req) => ({
        msg: 'Products of the supplier',
        doc: await products.ofSupplier(req.query.supplierId),
      }),
    );

    app.post(
      product.add,
      { config: { access: write }, schema: { tags, body: product.body, response: answer(productRecord) } },
      async (req) => ({
        msg: product.said.added,
        doc: await products.add(req.body as ProductBody, signedIn(req).id),
      }),
    );

    app.post(
      product.edit,
      {
        config: { access: write },
        schema: { tags, body: product.body.extend({ _id: id('_id') }), response: answer(productRecord) },
      },
      async (req) => ({
        msg: product.said.updated,
        doc: await products.edit(String(req.body._id), req.body as ProductBody, signedIn(req).id),
      }),
    );

    app.post(
      pack.add,
      { config: { access: write }, schema: { tags, body: pack.body, response: answer(packRecord) } },
      async (req) => ({
        msg: pack.said.added,
        doc: await packs.add(req.body as PackBody),
      }),
    );

    app.post(
      pack.edit,
      {
        config: { access: write },
        schema: { tags, body: pack.body.extend({ _id: id('_id') }), response: answer(packRecord) },
      },
      async (req) => ({
        msg: pack.said.updated,
        doc: await packs.update(String(req.body._id), req.body as PackBody),
      }),
    );

    app.post(
      product.delete,
      { config: { access: write }, schema: { tags, body: idBody, response: answer(productOrPack) } },
      async (req) => {
        const doc = await products.remove(req.body.id);
        return { msg: doc.isPack ? pack.said.deleted : product.said.deleted, doc };
      },
    );

    app.post(
      '/import-products',
      {
        config: { access: write },
        schema: {
          tags,
          body: productImportBody,
          response: { 200: productImportReport },
        },
      },
      async (req) => productImport.import(req.body.rows, signedIn(req).id),
    );

    app.get(
      '/export-products',
      { config: { access: read }, schema: { tags, produces: ['text/csv'], response: csvFileAnswer } },
      async (_req, reply) => {
        const csv = toCsvFile(productCsvColumns, await products.allForExport());
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="products.csv"')
          .send(csv);
      },
    );
  };
}
