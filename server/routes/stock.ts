import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { addStockBody, removeStockBody } from '../../domain/schemas/masterData';
import { id } from '../../domain/schemas/fields';
import { signedIn } from '../http/access';
import { listQueryString } from './listQueryString';
import { productRecord } from './products';

const read = { area: 'stock', action: 'read' } as const;
const write = { area: 'stock', action: 'write' } as const;
const tags = ['stock'];

const stockMovement = z.object({
  _id: z.string(),
  Date: z.string(),
  unit: z.number(),
  isAdd: z.boolean(),
  reason: z.string().nullable(),
  order: z.object({ _id: z.string(), order_number: z.string() }).nullable(),
  user: z.object({ _id: z.string(), email: z.string() }).nullable(),
});
const stockEntry = z.object({
  _id: z.string(),
  warehouse: z.object({ _id: z.string(), name: z.string() }),
  product: z.object({
    product_id: productRecord,
    total_units: z.number(),
    /** In the stock list only: the last movements, newest first (EMBEDDED_HISTORY). */
    history: z.array(stockMovement).optional(),
  }),
});
const entryAnswer = { 200: z.object({ msg: z.string(), doc: stockEntry }) };

/**
 * Stock per warehouse and product (spec 001 "Stock screens"). A Warehouse user works on its
 * own warehouse only: the service reads it from the session (request.user), never the request.
 */
export function stockRoutes(services: Services): FastifyPluginAsyncZod {
  const { stock } = services;
  return async (app) => {
    app.get(
      '/get-stock',
      {
        config: { access: read },
        schema: {
          tags,
          querystring: listQueryString,
          response: { 200: z.object({ msg: z.string(), doc: z.array(stockEntry), count: z.number() }) },
        },
      },
      async (req) => ({ msg: 'Stock', ...(await stock.list(req.query, signedIn(req))) }),
    );

    app.get(
      '/get-stock-products',
      {
        config: { access: read },
        schema: {
          tags,
          querystring: listQueryString,
          response: { 200: z.object({ msg: z.string(), doc: z.array(productRecord), count: z.number() }) },
        },
      },
      async (req) => ({ msg: 'Products', ...(await stock.products(req.query)) }),
    );

    app.post(
      '/add-stock',
      { config: { access: write }, schema: { tags, body: addStockBody, response: entryAnswer } },
      async (req) => ({
        msg: 'Stock added successfully',
        doc: await stock.add(req.body, signedIn(req)),
      }),
    );

    app.post(
      '/edit-stock',
      { config: { access: write }, schema: { tags, body: removeStockBody, response: entryAnswer } },
      async (req) => ({
        msg: 'Stock updated successfully',
        doc: await stock.remove(req.body, signedIn(req)),
      }),
    );

    app.get(
      '/get-stock-history',
      {
        config: { access: read },
        schema: {
          tags,
          querystring: listQueryString.extend({ warehouse_id: id('Warehouse'), product_id: id('Product') }),
          response: {
            200: z.object({
              msg: z.string(),
              doc: z.array(stockMovement),
              count: z.number(),
              product: productRecord,
            }),
          },
        },
      },
      async (req) => ({
        msg: 'Stock history',
        ...(await stock.history(req.query, signedIn(req))),
      }),
    );
  };
}
