import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { csvFileAnswer, sendCsv } from './fileAnswers';
import { id } from '../../domain/schemas/fields';
import { signedIn } from '../http/access';
import { productImportBody, productImportReport, productRecord } from '../../domain/schemas/productRecords';
import { areaOptions } from './areaOptions';
import { batchBody } from '../../domain/schemas/batch';

const { read: readOptions } = areaOptions('products');
const write = { area: 'products', action: 'write' } as const;
const tags = ['products'];

/**
 * The product calls beside the generated ones (server/entities/; domain/entities/products.ts
 * and packs.ts): a supplier's products for pickers, and the product CSV (spec 001 "Product list").
 */
export function productRoutes(services: Services): FastifyPluginAsyncZod {
  const { products, productImport } = services;
  return async (app) => {
    app.get(
      '/get-supplier-products',
      readOptions({
        querystring: z.object({ supplierId: id('supplierId') }),
        response: { 200: z.object({ msg: z.string(), doc: z.array(productRecord) }) },
      }),
      async (req) => ({
        msg: 'Products of the supplier',
        doc: await products.ofSupplier(req.query.supplierId),
      }),
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
      readOptions({ produces: ['text/csv'], response: csvFileAnswer }),
      async (_req, reply) => sendCsv(reply, 'products.csv', products.exportCsv()),
    );

    // Exactly the selected products (beyond the spec); the selected packs are named in x-left-out.
    app.post(
      '/export-products-selection',
      readOptions({ body: batchBody({}), produces: ['text/csv'], response: csvFileAnswer }),
      async (req, reply) => {
        const { csv, packs } = await products.exportSelectionCsv(req.body.ids);
        return sendCsv(reply, 'products.csv', csv, packs);
      },
    );
  };
}
