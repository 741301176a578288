import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import { deviceCookie, readDevice } from '../http/deviceCookie';
import { loginBody, forgotPasswordBody, checkTokenBody, updatePasswordBody } from '../../domain/schemas/auth';
import { say } from '../../domain/texts/answers';

const msg = z.object({ msg: z.string() });
const user = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  warehouseId: z.string().nullable(),
  supplierId: z.string().nullable(),
});

/**
 * /backend/api/auth: sign-in and password tokens. Failed sign-ins are limited by the auth
 * service (SignInLimits); forgot-password and the token calls by their own per-route limits.
 */
export function authRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { windowMinutes, resetsPerAddress, resetsPerAccount } = services.config.authRateLimit;
    const timeWindow = windowMinutes * 60_000;
    // The plugin's limiters share one store: each key names its route.
    const perAddress = (route: string) =>
      app.rateLimit({ max: resetsPerAddress, timeWindow, keyGenerator: (req) => `${route}:${req.ip}` });
    // The plugin runs one limiter hook per request, so the per-account check calls its limiter itself.
    const accountLimiter = app.createRateLimit({
      max: resetsPerAccount,
      timeWindow,
      keyGenerator: (req) =>
        `forgot-password:${String((req.body as { email?: unknown })?.email ?? '')
          .trim()
          .toLowerCase()}`,
    });
    const perAccount = async (req: FastifyRequest) => {
      const result = await accountLimiter(req);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(
          429,
          say('tooManyRequestsAccount', { minutes: Math.ceil(result.ttlInSeconds / 60) }),
        );
      }
    };

    app.post(
      '/login',
      {
        schema: {
          tags: ['auth'],
          body: loginBody,
          response: { 200: msg.extend({ token: z.string(), user }) },
        },
      },
      async (req, reply) => {
        const { token, user, device } = await services.auth.login(req.body.email, req.body.password, {
          address: req.ip,
          device: readDevice(req),
        });
        reply.header('set-cookie', deviceCookie(device, req.protocol === 'https'));
        // The answer carries the session token: no cache (browser, proxy) may keep it.
        reply.header('cache-control', 'no-store');
        return { ...say('signedIn'), token, user };
      },
    );

    app.post(
      '/forgot-password',
      {
        onRequest: perAddress('forgot-password'),
        preHandler: perAccount,
        schema: { tags: ['auth'], body: forgotPasswordBody, response: { 200: msg } },
      },
      async (req) => {
        const result = await services.auth.forgotPassword(req.body.email);
        services.effects.wake('outbox');
        return result;
      },
    );

    app.post(
      '/check-token',
      {
        onRequest: perAddress('check-token'),
        schema: { tags: ['auth'], body: checkTokenBody, response: { 200: msg } },
      },
      async (req) => services.auth.checkToken(req.body.token),
    );

    app.post(
      '/update_password',
      {
        onRequest: perAddress('update-password'),
        schema: { tags: ['auth'], body: updatePasswordBody, response: { 200: msg } },
      },
      async (req) => services.auth.updatePassword(req.body.token, req.body.password),
    );

    app.get(
      '/me',
      { config: { access: 'signed-in' }, schema: { tags: ['auth'], response: { 200: z.object({ user }) } } },
      async (req) => {
        const { sessionId: _sessionId, ...me } = signedIn(req);
        return { user: me };
      },
    );

    app.post(
      '/logout',
      { config: { access: 'signed-in' }, schema: { tags: ['auth'], response: { 200: msg } } },
      async (req) => {
        await services.auth.logout(signedIn(req).sessionId);
        return say('signedOut');
      },
    );
  };
}
