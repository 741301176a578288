import type { Tx } from '../db/client';

/**
 * What a flow's commit sets going, once the transaction is in: the outbox's e-mails, the
 * shop's write-back (DESIGN.md section 4 step 9). A flow queues the work inside its
 * transaction (an outbox row, a shop fulfilment row); these only wake the job that does it.
 */
export type AfterCommit = 'outbox' | 'shopWriteBack';

/**
 * A step of the order's lifecycle that crosses orders, purchase orders, pickup orders and
 * warehouse orders (docs/decisions.md, "Flows"): a plain async function over the caller's
 * transaction, made of named steps, with the after-commit effects it needs declared here
 * rather than handed to it as callbacks.
 */
export interface Flow<I, O> {
  readonly name: string;
  readonly after: readonly AfterCommit[];
  run(tx: Tx, input: I): Promise<O>;
}

export const defineFlow = <I, O>(flow: Flow<I, O>): Flow<I, O> => flow;

/**
 * The one after-commit mechanism of the server: wakes what committed flows declared, or what a
 * commit outside a flow queued (a daily digest, an invitation). Built once per app from the
 * scheduler (services/index.ts); nothing else is handed a `kickOutbox` of its own.
 */
export interface FlowEffects {
  afterCommit(...flows: readonly Flow<never, unknown>[]): void;
  /** For a commit that is no flow of the order's lifecycle but queued the same work. */
  wake(...due: readonly AfterCommit[]): void;
}

/** The scheduler's wakes a flow may need (server/jobs Jobs), named here so flows never import the jobs that run them. */
interface Wakes {
  kickOutbox(): void;
  kickShopFulfilments(): void;
}

export const flowEffects = (jobs: Wakes): FlowEffects => {
  const wake = (...due: readonly AfterCommit[]) => {
    if (due.includes('outbox')) jobs.kickOutbox();
    if (due.includes('shopWriteBack')) jobs.kickShopFulfilments();
  };
  return { wake, afterCommit: (...flows) => wake(...new Set(flows.flatMap((flow) => flow.after))) };
};

/** For tools and tests that run without a scheduler: the queued work waits for its next run. */
export const NO_EFFECTS: FlowEffects = { afterCommit: () => undefined, wake: () => undefined };
