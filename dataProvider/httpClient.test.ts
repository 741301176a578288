import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { httpClient, NETWORK_ERROR } from './httpClient';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('httpClient', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored token in x-auth-token and the body as JSON', async () => {
    localStorage.setItem('token', 'tok-1');
    fetchMock.mockResolvedValue(answer(200, { msg: 'ok' }));
    const { json } = await httpClient('/backend/api/admin/x', { method: 'POST', body: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/backend/api/admin/x');
    expect(headers.get('x-auth-token')).toBe('tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
    expect(json).toEqual({ msg: 'ok' });
  });

  it('sends no token header when signed out', async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    await httpClient('/backend/api/auth/login');
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(new Headers(init.headers).has('x-auth-token')).toBe(false);
  });

  it("throws an HttpError carrying the server's msg, status and body", async () => {
    fetchMock.mockResolvedValue(answer(400, { msg: 'Token invalid' }));
    const error = await httpClient('/backend/api/auth/check-token').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Token invalid', status: 400, body: { msg: 'Token invalid' } });
  });

  it('reports an unreachable server with its own message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(httpClient('/backend/api/health')).rejects.toMatchObject({
      message: NETWORK_ERROR,
      status: 0,
    });
  });
});
