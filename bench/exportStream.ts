import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import Fastify from 'fastify';
import type { Database } from '../server/db/client';
import { masterDashboardList, OrdersService } from '../server/services/orders/ordersService';
import { sendCsv } from '../server/routes/fileAnswers';
import type { BenchRow } from './measure';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * The CSV export of every order (GET /export-orders without a filter, issue 31): its route's
 * streaming (sendCsv) over loopback to a client that reads as fast as it can. Measures the time
 * to the first byte and to the last, and the JavaScript heap's peak above the idle server's
 * (sampled every 20 ms), which before it streamed grew with the file (a million orders: out of
 * memory at 4.4 GB). Run at two sizes to see the peak stay flat.
 */
export async function benchExport(engine: string, db: Database): Promise<BenchRow[]> {
  const orders = new OrdersService(db);
  const app = Fastify();
  app.get('/export-orders', async (req, reply) =>
    sendCsv(reply, 'orders.csv', orders.exportCsv(masterDashboardList, req.query as Record<string, unknown>)),
  );
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    gc();
    const idle = process.memoryUsage().heapUsed;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 20);
    const start = performance.now();
    const { firstByte, bytes } = await new Promise<{ firstByte: number; bytes: number }>(
      (resolve, reject) => {
        http
          .get(`${address}/export-orders`, (res) => {
            let first = 0;
            let bytes = 0;
            res.on('data', (chunk: Buffer) => {
              if (!first) first = performance.now() - start;
              bytes += chunk.length;
            });
            res.on('end', () => resolve({ firstByte: first, bytes }));
            res.on('error', reject);
          })
          .on('error', reject);
      },
    );
    const whole = performance.now() - start;
    clearInterval(sampler);
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    return [
      { engine, what: 'CSV export of every order: first byte', api: firstByte },
      {
        engine,
        what: `CSV export of every order: whole file (${mb(bytes)}); peak heap ${mb(peak - idle)} above idle`,
        api: whole,
      },
    ];
  } finally {
    await app.close();
  }
}
