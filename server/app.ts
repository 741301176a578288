import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Services } from './services';
import { answered, registerErrorHandling } from './http/errors';
import { say } from '../domain/texts/answers';
import { registerRequestLog } from './http/requestLog';
import { registerCountEstimates } from './http/countEstimate';
import { registerRequestTurns } from './http/requestTurn';
import { registerTextGuard } from './http/textInput';
import { orderRoutes } from './routes/orders';
import { orderRoutingRoutes } from './routes/orderRouting';
import { routingPreviewRoutes } from './routes/routingPreview';
import { ADMIN_PREFIX, registerAccessControl } from './http/access';
import { authRoutes } from './routes/auth';
import { accountRoutes } from './routes/account';
import { healthRoutes } from './routes/health';
import { settingsRoutes } from './routes/settings';
import { dailyDigestRoutes } from './routes/dailyDigest';
import { shippingAgentRoutes } from './routes/shippingAgents';
import { productRoutes } from './routes/products';
import { stockRoutes } from './routes/stock';
import { activityRoutes } from './routes/activity';
import { uploadRoutes } from './routes/upload';
import { purchaseOrderRoutes } from './routes/purchaseOrders';
import { supplierOrderRoutes } from './routes/supplierOrders';
import { pickupOrderRoutes } from './routes/pickupOrders';
import { parcelRoutes } from './routes/parcels';
import { warehouseOrderRoutes } from './routes/warehouseOrders';
import { printingRoutes } from './routes/printing';
import { attentionRoutes } from './routes/attention';
import { channelRoutes } from './routes/channels';
import { returnRoutes } from './routes/returns';
import { webhookRoutes } from './routes/webhooks';
import { entityRoutes } from './entities';

export interface AppOptions {
  services: Services;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  /** The built browser app (dist/); served with a fallback to index.html for client routes. */
  staticDir?: string;
}

/** The Fastify app, top-down: external plugins, our plugins, then routes. */
export async function buildApp({ services, logger, staticDir }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: 10 * 1024 * 1024,
    // The client's address is the socket's unless TRUST_PROXY names the proxies in front.
    trustProxy: services.config.trustProxy,
    // registerRequestLog writes one short line per request instead of Fastify's two records
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  // First: every later hook and handler runs as the request's work (its turns at the database,
  // whether it wrote, whether a list of it was counted by estimate: http/requestTurn.ts).
  registerRequestTurns(app, services.config.requestWaitSeconds * 1000);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"], // MUI injects its styles at run time
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    // In the database: every server process counts the same requests (docs/decisions.md).
    store: services.requestLimits,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      ...say('tooManyAttempts', { after: context.after }),
    }),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Fulfilment back-office API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/backend/api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  registerErrorHandling(app);
  registerRequestLog(app);
  registerCountEstimates(app);
  registerAccessControl(app, services.auth);
  registerTextGuard(app);

  await app.register(healthRoutes(services));
  await app.register(authRoutes(services), { prefix: '/backend/api/auth' });
  // Public like sign-in: a delivery is guarded by its signature, not by a session.
  await app.register(webhookRoutes(services), { prefix: '/backend/api/webhooks' });
  await app.register(accountRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(settingsRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(dailyDigestRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(shippingAgentRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(productRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(stockRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(activityRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(uploadRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(orderRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(orderRoutingRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(routingPreviewRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(purchaseOrderRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(supplierOrderRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(pickupOrderRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(warehouseOrderRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(parcelRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(printingRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(attentionRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(channelRoutes(services), { prefix: ADMIN_PREFIX });
  await app.register(returnRoutes(services), { prefix: ADMIN_PREFIX });
  for (const { entity } of services.entities.served)
    await app.register(entityRoutes(entity, services.entities.services[entity.name]), {
      prefix: ADMIN_PREFIX,
    });

  const imagesDir = path.join(services.config.dataDir, 'images');
  fs.mkdirSync(imagesDir, { recursive: true });
  await app.register(fastifyStatic, { root: imagesDir, prefix: '/images/', decorateReply: false });

  const hasApp = !!staticDir && fs.existsSync(path.join(staticDir, 'index.html'));
  if (hasApp)
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: false,
      // The build wrote a .br and a .gz beside each text file (scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', appCacheControl(path.relative(staticDir!, filePath)));
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/backend/') || request.url.startsWith('/images/');
    if (!isApi && hasApp && request.method === 'GET') return reply.sendFile('index.html', staticDir!);
    return reply.status(404).send(answered(say('notFound')));
  });

  return app;
}

/**
 * Vite names what it puts in assets/ by its content's hash, so a browser may keep it for good;
 * anything else (index.html, which names the current hashes) is checked with the server each time.
 */
export function appCacheControl(fileInApp: string): string {
  const hashed = fileInApp.split(path.sep)[0] === 'assets';
  return hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
}
