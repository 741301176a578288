import { API_ROOT, httpClient } from '../dataProvider/httpClient';
import type { SessionUser } from './session';

/**
 * The /backend/api/auth calls (docs/api.md), in one place: the authProvider uses login and
 * logout, the logged-out screens use the password ones. Each answers with the server's msg
 * and throws an HttpError carrying that msg on failure.
 */
export interface ServerMessage {
  msg: string;
}

export interface LoginAnswer extends ServerMessage {
  token: string;
  user: SessionUser;
}

const AUTH_API = `${API_ROOT}/auth`;

async function post<T>(path: string, body?: unknown): Promise<T> {
  const { json } = await httpClient<T>(`${AUTH_API}${path}`, { method: 'POST', body });
  return json;
}

async function get<T>(path: string): Promise<T> {
  const { json } = await httpClient<T>(`${AUTH_API}${path}`, { method: 'GET' });
  return json;
}

export const authApi = {
  /** The signed-in user, if the server still honours the stored token. */
  me: () => get<{ user: SessionUser }>('/me'),
  login: (email: string, password: string) => post<LoginAnswer>('/login', { email, password }),
  logout: () => post<ServerMessage>('/logout'),
  forgotPassword: (email: string) => post<ServerMessage>('/forgot-password', { email }),
  /** Whether a password-reset or invitation token from an e-mail link can still be used. */
  checkToken: (token: string) => post<ServerMessage>('/check-token', { token }),
  updatePassword: (password: string, token: string) =>
    post<ServerMessage>('/update_password', { password, token }),
};
