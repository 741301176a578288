import type { AuthProvider, UserIdentity } from 'react-admin';
import { actionOf, isArea, mayUse, type Area } from '../domain/access';
import { isRole, type Role } from '../domain/roles';
import { errorMessage } from '../dataProvider/httpClient';
import { authApi } from './authApi';
import { clearSession, getToken, getUser, saveSession, type SessionUser } from './session';

/** Who may use a resource: its permission area, and the roles that own rows of it (a declared entity's owners). */
export interface ResourceAccess {
  area: Area;
  owners?: readonly Role[];
}

/** The access of each react-admin resource key (derived from src/resources/index.ts): its area, or area and owners. */
export type ResourceAreas = Readonly<Record<string, Area | ResourceAccess>>;

/** An area is asked for by name (menu, route table); a resource by its key. */
function accessOf(resource: string | undefined, resourceAreas: ResourceAreas): ResourceAccess | undefined {
  if (!resource) return undefined;
  if (Object.hasOwn(resourceAreas, resource)) {
    const access = resourceAreas[resource];
    return typeof access === 'string' ? { area: access } : access;
  }
  return isArea(resource) ? { area: resource } : undefined;
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

/** The server's answer about one token, asked once per page load and token. */
let verification: { token: string; answer: Promise<boolean> } | null = null;

/**
 * Whether the server still honours the stored token: a token revoked or expired there (logout
 * elsewhere, password set through an e-mailed link, idle timeout) shows the login view at once,
 * not at the first failing call. Only a 401 ends the session; an unreachable server does not
 * (the next call will say so), and such an answer is asked again next time.
 */
async function sessionStillValid(): Promise<boolean> {
  const token = getToken();
  if (!token) return false;
  if (verification?.token !== token) {
    const answer = authApi.me().then(
      () => true,
      (error: unknown) => {
        if ((error as { status?: number }).status === 401) return false;
        verification = null;
        return true;
      },
    );
    verification = { token, answer };
  }
  const valid = await verification.answer;
  if (!valid && getToken() === token) clearSession();
  return valid;
}

/** The role of a session the server still honours; null when signed out. */
async function verifiedRole(): Promise<Role | null> {
  if (!currentRole()) return null;
  return (await sessionStillValid()) ? currentRole() : null;
}

/**
 * The authProvider of the app. `resourceAreas` names the area of each resource key (the app
 * passes the one derived from the resource definitions, src/providers.ts).
 */
export function createAuthProvider(resourceAreas: ResourceAreas = {}): AuthProvider {
  return {
    async login({ email, password }: Credentials) {
      try {
        const { token, user } = await authApi.login(email, password);
        saveSession(token, pickUser(user));
        // The server has just issued it: no need to ask about it again.
        verification = { token, answer: Promise.resolve(true) };
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
      // A session whose role this browser does not know, or that the server ended, is no
      // session (spec 000: login view). Someone who signed out, or never signed in, sees the
      // login view without a "Please login to continue" banner above its own heading.
      const hadSession = Boolean(getToken());
      if (!(await verifiedRole())) {
        throw hadSession ? new Error('ra.auth.auth_check_error') : { message: false };
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
      // Its supplier and warehouse: an owned entity's screens offer only the user's own.
      return {
        id: user.id,
        fullName: user.email,
        email: user.email,
        role: user.role,
        supplierId: user.supplierId,
        warehouseId: user.warehouseId,
      };
    },

    // The shell asks for the role on every path before drawing anything (src/layout/ShellLayout),
    // so this is where a session ended on the server is found on the first load.
    async getPermissions() {
      return verifiedRole();
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      const access = accessOf(resource, resourceAreas);
      return access ? mayUse(currentRole(), access.area, actionOf(action), access.owners) : false;
    },
  };
}

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
