import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayUse, type Action, type Area } from '../../domain/access';
import { forbidden, unauthorized } from './errors';
import type { Role } from '../../domain/roles';
import type { AuthService, SignedInUser } from '../services/auth';
import { requestWork } from './requestTurn';

/**
 * What a route needs: a role allowed in an area (DESIGN.md section 5), or just any signed-in
 * user. Every /backend/api/admin route must declare it; registering one that does not fails.
 */
export type RouteAccess =
  | {
      area: Area;
      action: Action;
      /** Roles admitted beside the area's for the rows they own (a declared entity's `owners`). */
      owners?: readonly Role[];
    }
  | 'signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
  interface FastifyInstance {
    /** Every admin route with what it needs: the access test walks this list. */
    adminRoutes: { method: string; url: string; access: RouteAccess }[];
  }
}

export const ADMIN_PREFIX = '/backend/api/admin';

export function signedIn(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function registerAccessControl(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('user', null);
  const adminRoutes: FastifyInstance['adminRoutes'] = [];
  app.decorate('adminRoutes', adminRoutes);

  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    if (!access)
      throw new Error(
        `Route ${route.method} ${route.url} declares no access: every admin route must name its area`,
      );
    for (const method of [route.method].flat())
      if (method !== 'HEAD') adminRoutes.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const header = request.headers['x-auth-token'];
    const user = await auth.authenticate(typeof header === 'string' ? header : undefined);
    if (!user)
      throw unauthorized(header ? 'Your session has expired. Please sign in again.' : 'Please sign in');
    request.user = user;
    const work = requestWork();
    if (work) work.actor = { kind: 'user', id: user.id, role: user.role, name: user.email };
    if (access !== 'signed-in' && !mayUse(user.role, access.area, access.action, access.owners))
      throw forbidden();
  });
}
