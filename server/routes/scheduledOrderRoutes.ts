import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Area } from '../../domain/access';
import { DUE_TAGS } from '../../domain/scheduledOrders';
import { batchBody } from '../../domain/schemas/batch';
import { signedIn } from '../http/access';
import { logRowFaults } from '../services/batch';
import type { ScheduledOrders } from '../services/scheduledOrders/scheduledOrders';
import { areaOptions } from './areaOptions';
import { checkedListQueryString, sortedListQueryString } from './listQueryString';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** One kind's paths, answer keys, schemas and words (spec 000 section 7). */
export interface ScheduledOrderRouteSpec {
  area: Area;
  orders: Pick<
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any kind's service
    ScheduledOrders<any, object, any>,
    'listToBeSent' | 'listSent' | 'get' | 'updateSchedule' | 'sendNow' | 'sendEachNow' | 'sorts'
  >;
  record: z.ZodType;
  /** The answers' keys: one record ('supplierOrder'), a page of them ('supplierOrders'). */
  one: string;
  many: string;
  idBody: z.ZodObject<{ id: z.ZodType<string> }>;
  updateBody: z.ZodObject<{ id: z.ZodType<string>; time: z.ZodType<string> }>;
  paths: { toBeSent: string; sent: string; one: string; updateDate: string; sendNow: string };
  /** The lists' and the one record's msg. */
  words: { toBeSent: string; sent: string; one: string };
}

/**
 * The calls purchase orders and pickup orders share (spec 000 section 7): the to-be-sent and
 * sent lists, one order, Update Scheduled date & time and 'send' now, on one row or on each
 * selected row (its path with `-batch`, answered per row). Every record names the
 * operator's time zone, in which the schedule dialog offers its times. Answers the list
 * schema, the zoning and the checked query of 'send' for a kind's own calls.
 */
export function scheduledOrderRoutes(app: App, spec: ScheduledOrderRouteSpec, timeZone: string) {
  const { orders, paths, words } = spec;
  const read = { area: spec.area, action: 'read' } as const;
  const write = { area: spec.area, action: 'write' } as const;
  const tags = [spec.area];
  const list = z.object({ msg: z.string(), [spec.many]: z.array(spec.record), count: z.number() });
  const one = z.object({ msg: z.string(), [spec.one]: spec.record });
  /** Checked by the schema: a bad page is refused before anything is sent. */
  const sendNowQuery = checkedListQueryString(DUE_TAGS);
  const listQuery = sortedListQueryString(orders.sorts);
  const zoned = (record: object) => ({ ...record, time_zone: timeZone });
  const zonedList = (msg: string, page: { rows: object[]; count: number }) => ({
    msg,
    [spec.many]: page.rows.map(zoned),
    count: page.count,
  });

  app.get(
    paths.toBeSent,
    { config: { access: read }, schema: { tags, querystring: listQuery, response: { 200: list } } },
    async (req) => zonedList(words.toBeSent, await orders.listToBeSent(req.query)),
  );

  app.get(
    paths.sent,
    { config: { access: read }, schema: { tags, querystring: listQuery, response: { 200: list } } },
    async (req) => zonedList(words.sent, await orders.listSent(req.query)),
  );

  app.get(
    paths.one,
    { config: { access: read }, schema: { tags, querystring: spec.idBody, response: { 200: one } } },
    async (req) => ({ msg: words.one, [spec.one]: zoned(await orders.get(req.query.id)) }),
  );

  app.post(
    paths.updateDate,
    { config: { access: write }, schema: { tags, body: spec.updateBody, response: { 200: one } } },
    async (req) => {
      const { msg, record } = await orders.updateSchedule(req.body.id, req.body.time);
      return { msg, [spec.one]: zoned(record) };
    },
  );

  // 'send' on a row: answers the refreshed to-be-sent page (query limit, offset), checked before sending.
  app.post(
    paths.sendNow,
    {
      config: { access: write },
      schema: { tags, querystring: sendNowQuery, body: spec.idBody, response: { 200: list } },
    },
    async (req) => {
      const { msg } = await orders.sendNow(req.body.id, signedIn(req));
      return zonedList(msg, await orders.listToBeSent(req.query));
    },
  );

  // 'send' on each selected row (docs/api.md "Acting on selected rows"): answered per row.
  app.post(`${paths.sendNow}-batch`, areaOptions(spec.area).batch(batchBody({})), async (req) =>
    orders.sendEachNow(req.body.ids, signedIn(req), logRowFaults(req.log)),
  );

  return { list, sendNowQuery, zonedList, write, tags };
}
