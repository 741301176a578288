import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { csvFileAnswer } from './fileAnswers';
import { idBody, packBody, productBody } from '../../domain/schemas/masterData';
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

const answer = <T extends z.ZodTypeAny>(doc: T) => ({ 200: z.object({ msg: z.string(), doc }) });

/** Products, packs and the product CSV (spec 001 "Product list", "Product and pack screens"). */
export function productRoutes(services: Services): FastifyPluginAsyncZod {
  const { products, packs, productImport } = services;
  return async (app) => {
    app.get(
      '/get-products',
      {
        config: { access: read },
        schema: {
          tags,
          querystring: listQueryString,
          response: { 200: z.object({ msg: z.string(), doc: z.array(productOrPack), count: z.number() }) },
        },
      },
      async (req) => ({ msg: 'Products', ...(await products.list(req.query)) }),
    );

    app.get(
      '/get-product',
      { config: { access: read }, schema: { tags, querystring: idBody, response: answer(productOrPack) } },
      async (req) => ({
        msg: 'Product',
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
      '/add-product',
      { config: { access: write }, schema: { tags, body: productBody, response: answer(productRecord) } },
      async (req) => ({
        msg: 'Product added successfully',
        doc: await products.add(req.body, signedIn(req).id),
      }),
    );

    app.post(
      '/edit-product',
      {
        config: { access: write },
        schema: { tags, body: productBody.extend({ _id: id('_id') }), response: answer(productRecord) },
      },
      async (req) => ({
        msg: 'Product updated successfully',
        doc: await products.edit(req.body._id, req.body, signedIn(req).id),
      }),
    );

    app.post(
      '/add-pack',
      { config: { access: write }, schema: { tags, body: packBody, response: answer(packRecord) } },
      async (req) => ({
        msg: 'Pack added successfully',
        doc: await packs.add(req.body),
      }),
    );

    app.post(
      '/update-pack',
      {
        config: { access: write },
        schema: { tags, body: packBody.extend({ _id: id('_id') }), response: answer(packRecord) },
      },
      async (req) => ({ msg: 'Pack updated successfully', doc: await packs.update(req.body._id, req.body) }),
    );

    app.post(
      '/delete-product',
      { config: { access: write }, schema: { tags, body: idBody, response: answer(productOrPack) } },
      async (req) => {
        const doc = await products.remove(req.body.id);
        return { msg: doc.isPack ? 'Pack deleted successfully' : 'Product deleted successfully', doc };
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
