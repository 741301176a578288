import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import { printedIds, printQuery } from '../../domain/schemas/printing';
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

const options = (area: Parameters<typeof areaOptions>[0]) =>
  areaOptions(area).read({ querystring: printQuery, produces: ['application/pdf'], response: pdfAnswer });

/** The PDF inline (the browser's viewer prints it) under a file name for saving. */
const sendPdf = (reply: FastifyReply, fileName: string, { pdf, leftOut }: PrintedPdf) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('x-left-out', leftOutHeader(leftOut))
    .send(pdf);

/**
 * Printing in bulk (issue 19; docs/api.md "Printing"): the selection's shipping tickets and pick
 * lists as one PDF each, scoped as the list the selection was made on.
 */
export function printingRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const print = services.printing;

    app.get('/shipping-tickets.pdf', options('orders'), async (req, reply) =>
      sendPdf(
        reply,
        'shipping-tickets.pdf',
        await print.orderTickets(printedIds(req.query.ids), req.query.lang ?? 'en'),
      ),
    );

    app.get('/warehouse-shipping-tickets.pdf', options('warehouse-orders'), async (req, reply) =>
      sendPdf(
        reply,
        'shipping-tickets.pdf',
        await print.warehouseOrderTickets(signedIn(req), printedIds(req.query.ids), req.query.lang ?? 'en'),
      ),
    );

    app.get('/pick-list.pdf', options('warehouse-orders'), async (req, reply) =>
      sendPdf(
        reply,
        'pick-list.pdf',
        await print.pickLists(signedIn(req), printedIds(req.query.ids), req.query.lang ?? 'en'),
      ),
    );

    app.get('/pickup-order-tickets.pdf', options('pickup-orders'), async (req, reply) =>
      sendPdf(
        reply,
        'pickup-order-tickets.pdf',
        await print.pickupOrderTickets(printedIds(req.query.ids), req.query.lang ?? 'en'),
      ),
    );
  };
}
