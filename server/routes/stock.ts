import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { addStockBody, removeStockBody } from '../../domain/schemas/masterData';
import { signedIn } from '../http/access';
import { listQueryString, sortedListQueryString } from './listQueryString';
import { stockListSpec } from '../services/stock';
import {
  productRecord,
  stockKey,
  stockEntryRecord as stockEntry,
  stockMovementRecord as stockMovement,
} from '../../domain/schemas/productRecords';
import { say } from '../../domain/texts/answers';

const read = { area: 'stock', action: 'read' } as const;
const write = { area: 'stock', action: 'write' } as const;
const tags = ['stock'];

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
          querystring: sortedListQueryString(stockListSpec.sorts!),
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
        ...say('stockAddedSuccessfully'),
        doc: await stock.add(req.body, signedIn(req)),
      }),
    );

    app.post(
      '/edit-stock',
      { config: { access: write }, schema: { tags, body: removeStockBody, response: entryAnswer } },
      async (req) => ({
        ...say('stockUpdatedSuccessfully'),
        doc: await stock.remove(req.body, signedIn(req)),
      }),
    );

    app.get(
      '/get-stock-history',
      {
        config: { access: read },
        schema: {
          tags,
          querystring: listQueryString.extend(stockKey.shape),
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
