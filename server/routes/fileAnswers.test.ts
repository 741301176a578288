import { setTimeout as sleep } from 'node:timers/promises';
import http from 'node:http';
import type { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { toCsvFile, type CsvColumn } from '../../domain/csv';
import { keysetBatches } from '../db/keyset';
import type { CsvExport } from '../services/csvExport';
import { sendCsv } from './fileAnswers';

type Row = { n: number; name: string };
const columns: CsvColumn<Row>[] = [
  { header: 'n', value: (r) => r.n },
  { header: 'name', value: (r) => r.name },
];
const row = (n: number): Row => ({ n, name: n % 7 ? `row ${n}` : `=row, "${n}"` });

/** `total` rows read `size` at a time by keyset, each read counted with its limit. */
function counted(total: number, size: number) {
  const reads: number[] = [];
  const read = async (after: Row | undefined, limit: number) => {
    reads.push(limit);
    const from = after ? after.n + 1 : 0;
    return Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => row(from + i));
  };
  const file: CsvExport<Row> = { columns, batches: keysetBatches(read, size) };
  return { reads, file };
}

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function serving(file: () => CsvExport<Row>) {
  const app = Fastify();
  app.get('/export', async (_req, reply) => sendCsv(reply, 'rows.csv', file()));
  apps.push(app);
  return app;
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('sendCsv: every export streamed a batch at a time', () => {
  it('writes exactly toCsvFile of all the rows, whatever the batch size', async () => {
    for (const [total, size] of [
      [0, 10],
      [1, 10],
      [10, 10],
      [25, 10],
      [1000, 7],
    ]) {
      const { file } = counted(total, size);
      const app = await serving(() => file);
      const res = await app.inject('/export');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="rows.csv"');
      const all = Array.from({ length: total }, (_, i) => row(i));
      expect(res.body, `${total} rows by ${size}`).toBe(toCsvFile(columns, all));
    }
  });

  it('reads no further ahead of the client than a batch or two, at any row count', async () => {
    for (const total of [20_000, 100_000]) {
      const { reads, file } = counted(total, 1000);
      const app = await serving(() => file);
      const res = await app.inject({ url: '/export', payloadAsStream: true });
      expect(res.statusCode).toBe(200);
      // The client reads nothing for a while: the reader waits for it rather than filling memory.
      await sleep(50);
      expect(reads.length, `${total} rows, client not reading`).toBeLessThanOrEqual(3);
      const body = await readAll(res.stream());
      expect(body.split('\r\n')).toHaveLength(total + 1);
      // Every read asked for one batch; the row count only adds reads, never a larger one.
      expect(reads.length).toBe(total / 1000 + 1);
      expect(new Set(reads)).toEqual(new Set([1000]));
    }
  });

  it('stops reading when the client goes away', async () => {
    const { reads, file } = counted(1_000_000, 1000);
    const app = await serving(() => file);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${address}/export`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', reject);
    });
    await sleep(100);
    const readsWhenGone = reads.length;
    await sleep(200);
    expect(reads.length).toBe(readsWhenGone);
    // What the sockets' buffers took before the client left (a few MB), not the million rows.
    expect(readsWhenGone).toBeLessThan(1000 / 2);
  });

  it('answers the error of an export that cannot start, as JSON, not a cut file', async () => {
    const app = await serving(() => ({
      columns,
      batches: keysetBatches<Row>(async () => {
        throw Object.assign(new Error('the database is gone'), { statusCode: 503 });
      }, 10),
    }));
    const res = await app.inject('/export');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
