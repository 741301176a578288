import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { idBody, shippingAgentBody, statusBody, withId } from '../../domain/schemas/masterData';
import { signedIn } from '../http/access';
import { shippingAgentRecord } from '../../domain/schemas/masterDataRecords';
import { listQueryString } from './listQueryString';

const read = { area: 'shipping-agents', action: 'read' } as const;
const write = { area: 'shipping-agents', action: 'write' } as const;
const tags = ['shipping agents'];
const answer = z.object({ msg: z.string(), doc: shippingAgentRecord });
const list = z.object({ msg: z.string(), shippingAgents: z.array(shippingAgentRecord), count: z.number() });
/** Admins get whole records; other roles only what a picker shows (least privilege). */
const activeList = z.object({
  msg: z.string(),
  shippingAgents: z.array(shippingAgentRecord.partial().required({ _id: true, name: true })),
  count: z.number(),
});

/** /backend/api/admin shipping agent calls (spec 001 section 7, docs/api.md). */
export function shippingAgentRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/get-shipping-agents',
      { config: { access: read }, schema: { tags, querystring: listQueryString, response: { 200: list } } },
      async (req) => {
        const { records, count } = await services.shippingAgents.list(req.query);
        return { msg: 'Shipping agents', shippingAgents: records, count };
      },
    );

    // Every role picks agents on its order screens, so this list has its own area.
    app.get(
      '/get-active-shipping-agents',
      {
        config: { access: { area: 'active-shipping-agents', action: 'read' } },
        schema: { tags, querystring: listQueryString, response: { 200: activeList } },
      },
      async (req) => {
        const { records, count } = await services.shippingAgents.listActive(req.query);
        const whole = signedIn(req).role === 'Admin';
        return {
          msg: 'Active shipping agents',
          shippingAgents: whole
            ? records
            : records.map(({ _id, name, activated, trackingURL }) => ({ _id, name, activated, trackingURL })),
          count,
        };
      },
    );

    app.get(
      '/get-shipping-agent',
      {
        config: { access: read },
        schema: {
          tags,
          querystring: z.object({ id: z.string().uuid('id is not a valid id') }),
          response: { 200: answer },
        },
      },
      async (req) => ({ msg: 'Found', doc: await services.shippingAgents.get(req.query.id) }),
    );

    app.post(
      '/add-shipping-agent',
      {
        config: { access: write },
        schema: {
          tags,
          body: shippingAgentBody,
          response: { 200: z.object({ msg: z.string(), shippingAgent: shippingAgentRecord }) },
        },
      },
      async (req) => ({
        msg: 'Shipping agent added successfully',
        shippingAgent: await services.shippingAgents.add(req.body),
      }),
    );

    app.post(
      '/edit-shipping-agent',
      {
        config: { access: write },
        schema: { tags, body: withId(shippingAgentBody), response: { 200: answer } },
      },
      async (req) => ({
        msg: 'Shipping agent updated successfully',
        doc: await services.shippingAgents.edit(req.body),
      }),
    );

    app.post(
      '/status-shipping-agent',
      { config: { access: write }, schema: { tags, body: statusBody, response: { 200: answer } } },
      async (req) => {
        const doc = await services.shippingAgents.setStatus(req.body.id, req.body.status);
        return { msg: doc.activated ? 'Shipping agent activated' : 'Shipping agent deactivated', doc };
      },
    );

    app.post(
      '/delete-shipping-agent',
      { config: { access: write }, schema: { tags, body: idBody, response: { 200: answer } } },
      async (req) => ({
        msg: 'Shipping agent deleted successfully',
        doc: await services.shippingAgents.delete(req.body.id),
      }),
    );
  };
}
