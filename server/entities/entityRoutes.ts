import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entitySaid, type Entity, type EntityCall } from '../../domain/entities/entity';
import { editBody, idBody, statusBody } from '../../domain/schemas/masterData';
import { batchAnswer, batchBody } from '../../domain/schemas/batch';
import { bool } from '../../domain/schemas/fields';
import { openWorkAnswer, openWorkBody } from '../../domain/schemas/openWork';
import { logRowFaults } from '../services/batch';
import { sortedListQueryString } from '../routes/listQueryString';
import { signedIn } from '../http/access';
import type { EntityService } from './entityService';
import { ownerRoles } from '../../domain/entities/owned';
import { say } from '../../domain/texts/answers';

const ALL_CALLS: readonly EntityCall[] = ['list', 'one', 'add', 'edit', 'status', 'delete'];

/**
 * The documented calls of a declared entity under /backend/api/admin, each with its request and
 * response schema (so OpenAPI and docs/api.md follow) and its area: list, one record, add,
 * edit, the activation toggle (with the status the browser showed) and delete; those the
 * declaration's `calls` names, when it names them. The toggle and delete have their batch twins
 * (`-batch`, docs/api.md "Acting on selected rows"): the selected rows, each answered.
 */
export function entityRoutes(entity: Entity, service: EntityService): FastifyPluginAsyncZod {
  // An owned entity's owners (a Supplier, a Warehouse) reach its calls for their own rows.
  const owners = entity.owners?.length ? { owners: ownerRoles(entity) } : {};
  const read = { area: entity.area, action: 'read', ...owners } as const;
  const write = { area: entity.area, action: 'write', ...owners } as const;
  const tags = [entity.plural.toLowerCase()];
  const { endpoints: paths, messages } = entity;
  const calls = new Set(entity.calls ?? ALL_CALLS);
  const readRecord = entity.readRecord ?? entity.record;
  const answer = z.object({ msg: z.string(), doc: readRecord });
  const perRow = { 200: batchAnswer };
  /** A route's options: its area's access, and its schemas under the entity's tag. */
  const options = <S extends object>(access: typeof read | typeof write, schema: S) => ({
    config: { access },
    schema: { tags, ...schema },
  });
  return async (app) => {
    if (calls.has('list'))
      app.get(
        paths.list,
        options(read, {
          querystring: sortedListQueryString(service.sorts),
          response: {
            200: z.object({ msg: z.string(), [paths.listKey]: z.array(readRecord), count: z.number() }),
          },
        }),
        async (req) => {
          const { records, count } = await service.page(req.query, undefined, signedIn(req));
          return { msg: messages.list, [paths.listKey]: records, count };
        },
      );

    if (calls.has('one'))
      app.get(paths.one, options(read, { querystring: idBody, response: { 200: answer } }), async (req) => ({
        msg: messages.found,
        doc: await service.get(req.query.id, signedIn(req)),
      }));

    if (calls.has('add'))
      app.post(
        paths.add,
        options(write, {
          body: entity.body,
          response: { 200: z.object({ msg: z.string(), [paths.addKey]: entity.record }) },
        }),
        async (req) => ({
          ...entitySaid(entity, 'added'),
          [paths.addKey]: await service.add(req.body, signedIn(req).id, signedIn(req)),
        }),
      );

    if (calls.has('edit'))
      app.post(
        paths.edit,
        options(write, {
          body: editBody(entity.body, paths.editId),
          response: { 200: z.object({ msg: z.string(), [paths.editKey]: entity.record }) },
        }),
        async (req) => {
          const { [paths.editId]: id, ...body } = req.body as Record<string, unknown>;
          return {
            ...entitySaid(entity, 'updated'),
            [paths.editKey]: await service.edit({ ...body, id: String(id) }, signedIn(req).id, signedIn(req)),
          };
        },
      );

    if (entity.activation && calls.has('status'))
      app.post(paths.status, options(write, { body: statusBody, response: { 200: answer } }), async (req) => {
        const doc = await service.setStatus(req.body.id, req.body.status, signedIn(req).id, signedIn(req));
        return { ...entitySaid(entity, doc.activated ? 'activated' : 'deactivated'), doc };
      });

    // `activated` is the status to set (the single toggle sends the one shown).
    if (entity.activation && calls.has('status'))
      app.post(
        `${paths.status}-batch`,
        options(write, { body: batchBody({ activated: bool }), response: perRow }),
        async (req) =>
          service.setStatusOfEach(
            req.body.ids,
            req.body.activated,
            signedIn(req).id,
            logRowFaults(req.log),
            signedIn(req),
          ),
      );

    // Read before a Deactivate or Delete is confirmed: what it would strand (issue 28 item 5).
    if (calls.has('delete') || (entity.activation && calls.has('status')))
      app.post(
        `${paths.delete}-open-work`,
        options(read, { body: openWorkBody, response: { 200: openWorkAnswer } }),
        async (req) => ({ ...say('openWork'), rows: await service.openWork(req.body.ids, signedIn(req)) }),
      );

    if (calls.has('delete'))
      app.post(paths.delete, options(write, { body: idBody, response: { 200: answer } }), async (req) => {
        const doc = await service.delete(req.body.id, signedIn(req));
        return { ...service.message('deleted', doc), doc };
      });

    if (calls.has('delete'))
      app.post(
        `${paths.delete}-batch`,
        options(write, { body: batchBody({}), response: perRow }),
        async (req) => service.deleteEach(req.body.ids, logRowFaults(req.log), signedIn(req)),
      );
  };
}
