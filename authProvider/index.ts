import type { AuthProvider, UserIdentity } from 'react-admin';
import { actionOf, canAccess, isArea, type Area } from '../domain/access';
import { isRole, type Role } from '../domain/roles';
import { errorMessage } from '../dataProvider/httpClient';
import { authApi } from './authApi';
import { clearSession, getToken, getUser, saveSession, type SessionUser } from './session';

/**
 * Resources whose name is not an area of domain/access.ts. Every area is also a resource of
 * the same name, so the route table and the menu can name areas directly.
 */
const AREA_OF_RESOURCE: Readonly<Record<string, Area>> = {
  consolidate: 'orders', // Consolidate/Unconsolidate Orders belongs to the Master Dashboard's area
  packs: 'products', // packs and products share one permission area (spec 001 "Product list")
};

export function areaOf(resource: string | undefined): Area | undefined {
  if (!resource) return undefined;
  if (isArea(resource)) return resource;
  return AREA_OF_RESOURCE[resource];
}

/** The role of the stored session, when there is a session and its role is one we know. */
export function currentRole(): Role | null {
  const role = getToken() ? getUser()?.role : undefined;
  return isRole(role) ? role : null;
}

interface Credentials {
  email: string;
  password: string;
}

let verifiedToken: string | null = null;

export const authProvider: AuthProvider = {
  async login({ email, password }: Credentials) {
    try {
      const { token, user } = await authApi.login(email, password);
      saveSession(token, pickUser(user));
    } catch (error) {
      // Spec 000 section 4: a failed login clears token and user.
      clearSession();
      // The login page shows this message as is: it is the server's msg.
      throw new Error(errorMessage(error), { cause: error });
    }
  },

  async logout() {
    if (getToken()) {
      try {
        await authApi.logout();
      } catch {
        // The server may already have dropped the session; signing out here must still work.
      }
    }
    clearSession();
    // Spec 000 section 2: logout returns to /, which shows the login view.
    return '/';
  },

  async checkAuth() {
    // A session whose role this browser does not know is no session (spec 000: login view).
    if (!currentRole()) throw new Error('ra.auth.auth_check_error');
    // Once per page load and token, ask the server: a token revoked or expired there (logout
    // elsewhere, password change, idle timeout) shows the login view at once, not at the
    // first failing call. Only a 401 signs out; an unreachable server does not.
    const token = getToken();
    if (token && token !== verifiedToken) {
      try {
        await authApi.me();
        verifiedToken = token;
      } catch (error) {
        if ((error as { status?: number }).status === 401) {
          clearSession();
          throw new Error('ra.auth.auth_check_error', { cause: error });
        }
      }
    }
  },

  async checkError(error: { status?: number } | undefined) {
    if (error?.status === 401) {
      clearSession();
      throw new Error('ra.notification.logged_out');
    }
    // 403 means "not for your role": the user stays signed in and sees the error.
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = getUser();
    if (!getToken() || !user) throw new Error('ra.auth.auth_check_error');
    return { id: user.id, fullName: user.email, email: user.email, role: user.role };
  },

  async getPermissions() {
    return currentRole();
  },

  async canAccess({ resource, action }: { resource: string; action: string }) {
    const area = areaOf(resource);
    return area ? canAccess(currentRole(), area, actionOf(action)) : false;
  },
};

/** Keeps only the documented user fields, whatever else the server adds. */
function pickUser(user: SessionUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    warehouseId: user.warehouseId ?? null,
    supplierId: user.supplierId ?? null,
  };
}
