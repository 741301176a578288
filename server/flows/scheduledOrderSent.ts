import type { Tx } from '../db/client';
import {
  sendDueBatch,
  sendOnce,
  sendSome,
  type Sendable,
  type SendContext,
} from '../services/scheduledOrders/sendOnce';
import { defineFlow } from './flow';

/**
 * A purchase order or a pickup order is sent (DESIGN.md section 4 steps 5 and 8), exactly once
 * (sendOnce.ts): its e-mail is queued in the outbox in the caller's transaction, and the outbox
 * is woken once that commits. Send now, a batch's send and the scheduler's due run all say so
 * through this flow, rather than each being handed a callback that wakes the outbox.
 */
export const scheduledOrderSent = defineFlow({
  name: 'a scheduled order is sent',
  after: ['outbox'],
  run: (tx: Tx, { sendable, id, context }: { sendable: Sendable; id: string; context: SendContext }) =>
    sendOnce(tx, sendable, id, context),
});

/**
 * The scheduler's run: a batch of due orders of one kind is sent at once (sendOnce.ts
 * sendDueBatch), each exactly once across server instances; the same outbox to wake.
 */
export const dueOrdersSent = defineFlow({
  name: 'due scheduled orders are sent',
  after: scheduledOrderSent.after,
  run: (tx: Tx, { sendable, batch, context }: { sendable: Sendable; batch: number; context: SendContext }) =>
    sendDueBatch(tx, sendable, batch, context),
});

/**
 * 'send' on the selected rows of a to-be-sent list, a chunk at once (sendOnce.ts sendSome): each
 * row exactly once as send now, decided per row; the same outbox to wake.
 */
export const selectedOrdersSent = defineFlow({
  name: 'selected scheduled orders are sent',
  after: scheduledOrderSent.after,
  run: (
    tx: Tx,
    { sendable, ids, context }: { sendable: Sendable; ids: readonly string[]; context: SendContext },
  ) => sendSome(tx, sendable, ids, context),
});
