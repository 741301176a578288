import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Entity } from '../../domain/entities/entity';
import { idBody, statusBody, withId } from '../../domain/schemas/masterData';
import { listQueryString } from '../routes/listQueryString';
import type { EntityService } from './entityService';

/**
 * The documented calls of a declared entity under /backend/api/admin, each with its request and
 * response schema (so OpenAPI and docs/api.md follow) and its area: list, one record, add,
 * edit, the activation toggle (with the status the browser showed) and delete.
 */
export function entityRoutes(entity: Entity, service: EntityService): FastifyPluginAsyncZod {
  const read = { area: entity.area, action: 'read' } as const;
  const write = { area: entity.area, action: 'write' } as const;
  const tags = [entity.plural.toLowerCase()];
  const { endpoints: paths, messages } = entity;
  const answer = z.object({ msg: z.string(), doc: entity.record });
  return async (app) => {
    app.get(
      paths.list,
      {
        config: { access: read },
        schema: {
          tags,
          querystring: listQueryString,
          response: {
            200: z.object({ msg: z.string(), [paths.listKey]: z.array(entity.record), count: z.number() }),
          },
        },
      },
      async (req) => {
        const { records, count } = await service.page(req.query);
        return { msg: messages.list, [paths.listKey]: records, count };
      },
    );

    app.get(
      paths.one,
      {
        config: { access: read },
        schema: {
          tags,
          querystring: z.object({ id: z.string().uuid('id is not a valid id') }),
          response: { 200: answer },
        },
      },
      async (req) => ({ msg: messages.found, doc: await service.get(req.query.id) }),
    );

    app.post(
      paths.add,
      {
        config: { access: write },
        schema: {
          tags,
          body: entity.body,
          response: { 200: z.object({ msg: z.string(), [paths.addKey]: entity.record }) },
        },
      },
      async (req) => ({ msg: messages.added, [paths.addKey]: await service.add(req.body) }),
    );

    app.post(
      paths.edit,
      {
        config: { access: write },
        schema: {
          tags,
          body: withId(entity.body),
          response: { 200: z.object({ msg: z.string(), [paths.editKey]: entity.record }) },
        },
      },
      async (req) => ({
        msg: messages.updated,
        [paths.editKey]: await service.edit(req.body as Record<string, unknown> & { id: string }),
      }),
    );

    if (entity.activation)
      app.post(
        paths.status,
        { config: { access: write }, schema: { tags, body: statusBody, response: { 200: answer } } },
        async (req) => {
          const doc = await service.setStatus(req.body.id, req.body.status);
          return { msg: doc.activated ? messages.activated : messages.deactivated, doc };
        },
      );

    app.post(
      paths.delete,
      { config: { access: write }, schema: { tags, body: idBody, response: { 200: answer } } },
      async (req) => ({ msg: messages.deleted, doc: await service.delete(req.body.id) }),
    );
  };
}
