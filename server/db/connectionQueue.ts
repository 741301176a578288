/**
 * PGlite is one connection: every query and transaction of the server, the scheduler's
 * included, takes it in turn. This queue is that turn-taking, first come first served, and
 * measures it: how long each turn waited and how long it held the connection.
 */
export interface Turn {
  /** What took the turn: the statement, or the first statement of a transaction. */
  label: string;
  waitedMs: number;
  heldMs: number;
}

export class ConnectionQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly onTurn: (turn: Turn) => void = () => undefined) {}

  /** Turns queued and not yet started. */
  get length(): number {
    return this.waiting;
  }

  /** label is read when the turn ends: a transaction names itself by what it ran. */
  run<T>(label: string | (() => string), work: () => Promise<T>): Promise<T> {
    const queuedAt = performance.now();
    this.waiting++;
    const result = this.tail.then(async () => {
      this.waiting--;
      const startedAt = performance.now();
      try {
        return await work();
      } finally {
        this.onTurn({
          label: typeof label === 'string' ? label : label(),
          waitedMs: startedAt - queuedAt,
          heldMs: performance.now() - startedAt,
        });
      }
    });
    this.tail = result.catch(() => undefined);
    return result;
  }
}
