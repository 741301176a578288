import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFileTransport } from './files';
import { NETWORK_ERROR } from './errors';
import { keyOfAnswer } from '../src/i18n/keyedAnswers';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

afterEach(() => localStorage.clear());

describe('upload', () => {
  it('POSTs the form with the session token and lets the browser set the multipart type', async () => {
    localStorage.setItem('token', 't-1');
    const fetchImpl = vi.fn(async () => answer(200, { msg: 'Uploaded', fileName: 'sig.png' }));
    const form = new FormData();
    form.append('imageSize', '200');
    await expect(createFileTransport(fetchImpl).upload('/backend/api/admin/upload', form)).resolves.toEqual({
      msg: 'Uploaded',
      fileName: 'sig.png',
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/backend/api/admin/upload');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    const headers = new Headers(init.headers);
    expect(headers.get('x-auth-token')).toBe('t-1');
    expect(headers.get('content-type')).toBeNull();
  });

  it('remembers the key its answer came with, for a German screen', async () => {
    const fetchImpl = vi.fn(async () =>
      answer(200, { msg: 'Stored as sent', key: 'imageUploadedSuccessfully', fileName: 'a.png' }),
    );
    await createFileTransport(fetchImpl).upload('/u', new FormData());
    expect(keyOfAnswer('Stored as sent')).toEqual({ key: 'imageUploadedSuccessfully' });
  });

  it("fails with the status and the server's msg, which checkError reads", async () => {
    const fetchImpl = vi.fn(async () => answer(413, { msg: 'The image is larger than 2 MB' }));
    await expect(createFileTransport(fetchImpl).upload('/u', new FormData())).rejects.toMatchObject({
      status: 413,
      message: 'The image is larger than 2 MB',
    });
  });

  it('says the server could not be reached when fetch itself fails', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createFileTransport(fetchImpl).download('/d', 'x.csv')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR,
    });
  });
});

describe('download of a selection', () => {
  it('POSTs the ids as JSON with the session token', async () => {
    localStorage.setItem('token', 't-1');
    URL.createObjectURL ??= () => 'blob:x';
    URL.revokeObjectURL ??= () => undefined;
    const fetchImpl = vi.fn(async () => new Response('a,b\r\n', { status: 200 }));
    await createFileTransport(fetchImpl).download('/e', 'orders.csv', { ids: ['o1'] });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/e');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"ids":["o1"]}');
    const headers = new Headers(init.headers);
    expect(headers.get('x-auth-token')).toBe('t-1');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it("answers the records the server's x-left-out names, decoded; none without the header", async () => {
    URL.createObjectURL ??= () => 'blob:x';
    URL.revokeObjectURL ??= () => undefined;
    const withHeader = vi.fn(
      async () =>
        new Response('a\r\n', { status: 200, headers: { 'x-left-out': 'PACK%2C%20gro%C3%9F,P-2' } }),
    );
    await expect(createFileTransport(withHeader).download('/e', 'p.csv', { ids: ['a'] })).resolves.toEqual({
      leftOut: ['PACK, groß', 'P-2'],
    });
    const without = vi.fn(async () => new Response('a\r\n', { status: 200 }));
    await expect(createFileTransport(without).download('/e', 'p.csv')).resolves.toEqual({ leftOut: [] });
  });
});
