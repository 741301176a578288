import { describe, expect, it } from 'vitest';
import { ConnectionQueue, type Turn } from './connectionQueue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ConnectionQueue', () => {
  it('gives the connection in the order asked, one turn at a time', async () => {
    const queue = new ConnectionQueue();
    const order: string[] = [];
    let inside = 0;
    const turn = (name: string, ms: number) =>
      queue.run(name, async () => {
        inside++;
        expect(inside).toBe(1);
        await sleep(ms);
        order.push(name);
        inside--;
      });
    await Promise.all([turn('job', 30), turn('write', 1), turn('read', 1), turn('write 2', 1)]);
    expect(order).toEqual(['job', 'write', 'read', 'write 2']);
  });

  it('measures each turn: the write behind a long job waited about the job’s hold', async () => {
    const turns: Turn[] = [];
    const queue = new ConnectionQueue((t) => turns.push(t));
    let statement = 'BEGIN';
    const job = queue.run(
      () => `transaction: ${statement}`,
      async () => {
        statement = 'select 1';
        await sleep(150);
      },
    );
    const write = queue.run('update', async () => 'done');
    expect(queue.length).toBe(2); // neither has started: a turn starts on the next tick
    await Promise.all([job, write]);
    expect(queue.length).toBe(0);
    expect(turns.map((t) => t.label)).toEqual(['transaction: select 1', 'update']);
    expect(turns[0].heldMs).toBeGreaterThanOrEqual(140);
    expect(turns[1].waitedMs).toBeGreaterThanOrEqual(140);
    expect(turns[1].heldMs).toBeLessThan(100);
  });

  it('passes on the connection after a turn that failed', async () => {
    const queue = new ConnectionQueue();
    const failed = queue.run('bad', async () => {
      throw new Error('syntax error');
    });
    const next = queue.run('good', async () => 42);
    await expect(failed).rejects.toThrow('syntax error');
    await expect(next).resolves.toBe(42);
  });
});
