/**
 * The signed-in session as the browser keeps it: the token under `token` (spec 000 section 3)
 * and the user the server answered at login under `user`. Nothing else about auth persists.
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface SessionUser {
  id: string;
  email: string;
  /** Kept as text: a role this browser does not know must still be stored to be refused. */
  role: string;
  warehouseId: string | null;
  supplierId: string | null;
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSessionUser(value) ? value : null;
  } catch {
    // A hand-edited or truncated entry is no session.
    return null;
  }
}

export function saveSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'string' && typeof user.email === 'string' && typeof user.role === 'string';
}
