import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import { sortedListQueryString } from './listQueryString';
import { areaOptions } from './areaOptions';
import { logRowFaults } from '../services/batch';
import { returnListSpec } from '../services/returns/returnsService';
import { msgAnswer, docAnswer } from '../../domain/schemas/records';
import {
  openReturnAnswer,
  openReturnBody,
  receiveReturnBody,
  receiveReturnsBatchBody,
  refundReturnBody,
  returnIdQuery,
  returnRecord,
  returnsAnswer,
} from '../../domain/schemas/returns';

const { read, write, batch } = areaOptions('returns');
const tags = ['returns'];
/** Opening and refunding are the Admin's: the orders area's writes, which only an Admin has. */
const adminWrite = { area: 'orders', action: 'write' } as const;

/**
 * Returns (issue 32 item 2; docs/api.md "Returns"). Scoping is the service's: a Warehouse or
 * Supplier user reaches the returns that go to it, whatever the request says.
 */
export function returnRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const service = services.returns;

    app.get(
      '/get-returns',
      read({ querystring: sortedListQueryString(returnListSpec.sorts!), response: { 200: returnsAnswer } }),
      async (req) => ({ msg: 'Returns', ...(await service.list(req.query, signedIn(req))) }),
    );

    app.get(
      '/get-return',
      read({ querystring: returnIdQuery, response: { 200: docAnswer(returnRecord) } }),
      async (req) => ({ msg: 'Return', doc: await service.one(req.query.id, signedIn(req)) }),
    );

    app.post(
      '/open-return',
      {
        config: { access: adminWrite },
        schema: { tags, body: openReturnBody, response: { 200: openReturnAnswer } },
      },
      async (req) => service.open(req.body, signedIn(req)),
    );

    app.post('/receive-return', write(receiveReturnBody), async (req) =>
      service.receive(req.body.id, req.body.condition, signedIn(req)),
    );

    app.post('/receive-returns-batch', batch(receiveReturnsBatchBody), async (req) =>
      service.receiveEach(req.body.ids, req.body.condition, signedIn(req), logRowFaults(req.log)),
    );

    app.post(
      '/refund-return',
      {
        config: { access: adminWrite },
        schema: { tags, body: refundReturnBody, response: { 200: msgAnswer } },
      },
      async (req) => service.refund(req.body.id, signedIn(req)),
    );
  };
}
