import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { idBody, statusBody, warehouseBody, withId } from '../../domain/schemas/masterData';
import { warehouseRecord } from '../../domain/schemas/masterDataRecords';
import { listQueryString } from './listQueryString';

const read = { area: 'warehouses', action: 'read' } as const;
const write = { area: 'warehouses', action: 'write' } as const;
const tags = ['warehouses'];
const answer = z.object({ msg: z.string(), doc: warehouseRecord });

/** /backend/api/admin warehouse calls (spec 001 section 7, docs/api.md). */
export function warehouseRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/get-warehouses',
      {
        config: { access: read },
        schema: {
          tags,
          querystring: listQueryString,
          response: { 200: z.object({ msg: z.string(), doc: z.array(warehouseRecord), count: z.number() }) },
        },
      },
      async (req) => {
        const { records, count } = await services.warehouses.list(req.query);
        return { msg: 'Warehouses', doc: records, count };
      },
    );

    app.get(
      '/get-warehouse',
      {
        config: { access: read },
        schema: {
          tags,
          querystring: z.object({ id: z.string().uuid('id is not a valid id') }),
          response: { 200: answer },
        },
      },
      async (req) => ({ msg: 'Found', doc: await services.warehouses.get(req.query.id) }),
    );

    app.post(
      '/add-warehouse',
      { config: { access: write }, schema: { tags, body: warehouseBody, response: { 200: answer } } },
      async (req) => {
        const doc = await services.warehouses.add(req.body);
        services.jobs.kickOutbox(); // the invitation e-mail, committed with the warehouse
        return { msg: 'Warehouse added successfully', doc };
      },
    );

    app.post(
      '/edit-warehouse',
      {
        config: { access: write },
        schema: {
          tags,
          body: withId(warehouseBody),
          response: { 200: z.object({ msg: z.string(), docs: warehouseRecord }) },
        },
      },
      async (req) => ({
        msg: 'Warehouse updated successfully',
        docs: await services.warehouses.edit(req.body),
      }),
    );

    app.post(
      '/status_warehouse',
      { config: { access: write }, schema: { tags, body: statusBody, response: { 200: answer } } },
      async (req) => {
        const doc = await services.warehouses.setStatus(req.body.id, req.body.status);
        return { msg: doc.activated ? 'Warehouse activated' : 'Warehouse deactivated', doc };
      },
    );

    app.post(
      '/delete_warehouse',
      { config: { access: write }, schema: { tags, body: idBody, response: { 200: answer } } },
      async (req) => ({
        msg: 'Warehouse deleted successfully',
        doc: await services.warehouses.delete(req.body.id),
      }),
    );
  };
}
