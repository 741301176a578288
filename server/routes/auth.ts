import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import { loginBody, forgotPasswordBody, checkTokenBody, updatePasswordBody } from '../../domain/schemas/auth';

const msg = z.object({ msg: z.string() });
const user = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  warehouseId: z.string().nullable(),
  supplierId: z.string().nullable(),
});

/** /backend/api/auth: sign-in and password tokens. Rate limits: per address and per account. */
export function authRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { perAddress: addressMax, perAccount: accountMax, windowMinutes } = services.config.authRateLimit;
    const timeWindow = windowMinutes * 60_000;
    const perAddress = app.rateLimit({ max: addressMax, timeWindow });
    // The plugin runs one limiter hook per request, so the per-account check calls its limiter itself.
    const accountLimiter = app.createRateLimit({
      max: accountMax,
      timeWindow,
      keyGenerator: (req) =>
        `account:${String((req.body as { email?: unknown })?.email ?? '')
          .trim()
          .toLowerCase()}`,
    });
    const perAccount = async (req: FastifyRequest) => {
      const result = await accountLimiter(req);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(
          429,
          `Too many attempts for this account. Please try again in ${Math.ceil(result.ttlInSeconds / 60)} minutes.`,
        );
      }
    };
    const limited = { onRequest: perAddress, preHandler: perAccount };

    app.post(
      '/login',
      {
        ...limited,
        schema: {
          tags: ['auth'],
          body: loginBody,
          response: { 200: msg.extend({ token: z.string(), user }) },
        },
      },
      async (req) => {
        const result = await services.auth.login(req.body.email, req.body.password);
        return { msg: 'Signed in', ...result };
      },
    );

    app.post(
      '/forgot-password',
      { ...limited, schema: { tags: ['auth'], body: forgotPasswordBody, response: { 200: msg } } },
      async (req) => {
        const result = await services.auth.forgotPassword(req.body.email);
        services.jobs.kickOutbox();
        return result;
      },
    );

    app.post(
      '/check-token',
      { onRequest: perAddress, schema: { tags: ['auth'], body: checkTokenBody, response: { 200: msg } } },
      async (req) => services.auth.checkToken(req.body.token),
    );

    app.post(
      '/update_password',
      { onRequest: perAddress, schema: { tags: ['auth'], body: updatePasswordBody, response: { 200: msg } } },
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
        return { msg: 'Signed out' };
      },
    );
  };
}
