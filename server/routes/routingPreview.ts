import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services';
import { routingPreviewAnswer, warehouseChangeBody } from '../../domain/schemas/routingPreview';

/** A warehouse change tried before it is saved (the warehouse form's preview): read only. */
export function routingPreviewRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/preview-warehouse-change',
      {
        config: { access: { area: 'warehouses', action: 'write' } },
        schema: {
          tags: ['warehouses'],
          body: warehouseChangeBody,
          response: { 200: routingPreviewAnswer },
        },
      },
      async (req) => ({ msg: 'Routing preview', doc: await services.routingPreview.preview(req.body) }),
    );
  };
}
