import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, formatLogLine } from './log';
import { registerRequestLog, requestLevel, requestLine } from './http/requestLog';

describe('formatLogLine', () => {
  it('writes a record as one plain line: time, level, message and its own fields', () => {
    const time = new Date(2026, 10, 23, 18, 5, 9).getTime();
    const line = formatLogLine({
      level: 30,
      time,
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      msg: 'outbox drained',
      sent: 2,
    });
    expect(line).toBe('18:05:09 INFO  outbox drained sent=2');
  });

  it('adds the stack of an error on the lines below', () => {
    const line = formatLogLine({
      level: 50,
      time: 0,
      msg: 'request failed',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(line).toMatch(/^\d\d:\d\d:\d\d ERROR request failed\nError: boom\n {4}at x$/);
  });
});

describe('request lines', () => {
  it('say method, path without query, status and time', () => {
    expect(requestLine('POST', '/backend/api/admin/add-warehouse?x=1', 200, 12.4)).toBe(
      'POST /backend/api/admin/add-warehouse 200 12ms',
    );
  });

  it('are worth the default level for writes and errors only', () => {
    expect(requestLevel('GET', 200)).toBe('debug');
    expect(requestLevel('GET', 304)).toBe('debug');
    expect(requestLevel('GET', 404)).toBe('info');
    expect(requestLevel('POST', 200)).toBe('info');
  });

  async function logOf(level: string) {
    const lines: string[] = [];
    const app = Fastify({
      loggerInstance: createLogger(level, (l) => lines.push(l)),
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestLog(app);
    app.get('/backend/api/admin/get-warehouses', async () => ({ doc: [] }));
    app.post('/backend/api/admin/add-warehouse', async () => ({ msg: 'Added' }));
    await app.inject({ method: 'GET', url: '/backend/api/admin/get-warehouses?page=1' });
    await app.inject({ method: 'POST', url: '/backend/api/admin/add-warehouse', payload: {} });
    await app.inject({ method: 'GET', url: '/backend/api/admin/missing' });
    await app.close();
    return lines;
  }

  it('at the default level: one plain line per write or error, none for a successful read', async () => {
    const lines = await logOf('info');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d INFO {2}POST \/backend\/api\/admin\/add-warehouse 200 \d+ms\n$/,
    );
    expect(lines[1]).toMatch(/ INFO {2}GET \/backend\/api\/admin\/missing 404 \d+ms\n$/);
  });

  it('at debug: successful reads too', async () => {
    const lines = await logOf('debug');
    expect(lines.some((l) => / DEBUG GET \/backend\/api\/admin\/get-warehouses 200 \d+ms/.test(l))).toBe(
      true,
    );
  });
});
