import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import { printBody, printedIds, printQuery } from '../../domain/schemas/printing';
import type { Language } from '../../domain/preferences';
import type { SignedInUser } from '../services/auth';
import type { PrintedPdf } from '../services/printing/printService';
import { areaOptions } from './areaOptions';
import { leftOutHeader } from '../../domain/leftOut';

const pdfAnswer = {
  200: {
    description:
      'A PDF; `x-left-out` names the selected records it has nothing for, each percent-encoded, comma-separated',
    content: { 'application/pdf': { schema: z.string() } },
  },
};

type Area = Parameters<typeof areaOptions>[0];

/** The PDF inline (the browser's viewer prints it) under a file name for saving. */
const sendPdf = (reply: FastifyReply, fileName: string, { pdf, leftOut }: PrintedPdf) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('x-left-out', leftOutHeader(leftOut))
    .send(pdf);

/**
 * Printing in bulk (issue 19; docs/api.md "Printing"): the selection's shipping tickets and pick
 * lists as one PDF each, scoped as the list the selection was made on. Each PDF is a GET with the
 * ids in its query and a POST twin with them in its body (issue 28: 500 ids in a query are a 431).
 */
export function printingRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const print = services.printing;

    const printed = (
      path: string,
      area: Area,
      fileName: string,
      draw: (user: SignedInUser, ids: string[], language: Language) => Promise<PrintedPdf>,
    ) => {
      const answer = async (req: FastifyRequest, reply: FastifyReply, ids: string[], lang?: Language) =>
        sendPdf(reply, fileName, await draw(signedIn(req), ids, lang ?? 'en'));
      const read = areaOptions(area).read;
      app.get(
        path,
        read({ querystring: printQuery, produces: ['application/pdf'], response: pdfAnswer }),
        (req, reply) => answer(req, reply, printedIds(req.query.ids), req.query.lang),
      );
      app.post(
        path,
        read({ body: printBody, produces: ['application/pdf'], response: pdfAnswer }),
        (req, reply) => answer(req, reply, printedIds(req.body.ids), req.body.lang),
      );
    };

    printed('/shipping-tickets.pdf', 'orders', 'shipping-tickets.pdf', (_, ids, lang) =>
      print.orderTickets(ids, lang),
    );
    printed(
      '/warehouse-shipping-tickets.pdf',
      'warehouse-orders',
      'shipping-tickets.pdf',
      (user, ids, lang) => print.warehouseOrderTickets(user, ids, lang),
    );
    printed('/pick-list.pdf', 'warehouse-orders', 'pick-list.pdf', (user, ids, lang) =>
      print.pickLists(user, ids, lang),
    );
    printed('/pickup-order-tickets.pdf', 'pickup-orders', 'pickup-order-tickets.pdf', (_, ids, lang) =>
      print.pickupOrderTickets(ids, lang),
    );
  };
}
