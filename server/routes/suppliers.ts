import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { idBody, statusBody, supplierBody, withId } from '../../domain/schemas/masterData';
import { supplierRecord } from '../../domain/schemas/masterDataRecords';
import { listQueryString } from './listQueryString';

const read = { area: 'suppliers', action: 'read' } as const;
const write = { area: 'suppliers', action: 'write' } as const;
const tags = ['suppliers'];
const answer = z.object({ msg: z.string(), doc: supplierRecord });

/** /backend/api/admin supplier calls (spec 001 section 7, docs/api.md). */
export function supplierRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/get-suppliers',
      {
        config: { access: read },
        schema: {
          tags,
          querystring: listQueryString,
          response: { 200: z.object({ msg: z.string(), doc: z.array(supplierRecord), count: z.number() }) },
        },
      },
      async (req) => {
        const { records, count } = await services.suppliers.list(req.query);
        return { msg: 'Suppliers', doc: records, count };
      },
    );

    app.get(
      '/get-supplier',
      {
        config: { access: read },
        schema: {
          tags,
          querystring: z.object({ id: z.string().uuid('id is not a valid id') }),
          response: { 200: answer },
        },
      },
      async (req) => ({ msg: 'Found', doc: await services.suppliers.get(req.query.id) }),
    );

    app.post(
      '/add-supplier',
      {
        config: { access: write },
        schema: {
          tags,
          body: supplierBody,
          response: { 200: z.object({ msg: z.string(), supplier: supplierRecord }) },
        },
      },
      async (req) => {
        const supplier = await services.suppliers.add(req.body);
        services.jobs.kickOutbox(); // the invitation e-mail, committed with the supplier
        return { msg: 'Supplier added successfully', supplier };
      },
    );

    app.post(
      '/edit-supplier',
      { config: { access: write }, schema: { tags, body: withId(supplierBody), response: { 200: answer } } },
      async (req) => ({
        msg: 'Supplier updated successfully',
        doc: await services.suppliers.edit(req.body),
      }),
    );

    app.post(
      '/status_supplier',
      { config: { access: write }, schema: { tags, body: statusBody, response: { 200: answer } } },
      async (req) => {
        const doc = await services.suppliers.setStatus(req.body.id, req.body.status);
        return { msg: doc.activated ? 'Supplier activated' : 'Supplier deactivated', doc };
      },
    );

    app.post(
      '/delete_supplier',
      { config: { access: write }, schema: { tags, body: idBody, response: { 200: answer } } },
      async (req) => ({
        msg: 'Supplier deleted successfully',
        doc: await services.suppliers.delete(req.body.id),
      }),
    );
  };
}
