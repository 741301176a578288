import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox, settings } from '../db/schema';
import type { MailTransport } from '../services/mailTransport';

export const MAX_ATTEMPTS = 8;
const DEFAULT_FROM = 'no-reply@fulfilment.local';

/** 1 min, 2, 4, ... capped at 2 h: SMTP outages of hours lose nothing. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 2 * 60 * 60_000);
}

/**
 * Sends the due e-mails. Rows are claimed with FOR UPDATE SKIP LOCKED, so several server
 * instances draining at once never send one e-mail twice.
 */
export async function drainOutbox(
  db: Database,
  transport: MailTransport,
  now = () => new Date(),
  batch = 20,
) {
  let sent = 0;
  let failed = 0;
  const [config] = await db.select({ from: settings.sendFromEmail }).from(settings);
  const defaultFrom = config?.from || DEFAULT_FROM;
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now())))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const mail of due) {
        try {
          await transport.send({
            id: mail.id,
            from: mail.fromAddress || defaultFrom,
            to: mail.toAddress,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            attachments: mail.attachments as { filename: string; path: string; cid: string }[],
          });
          await tx
            .update(outbox)
            .set({ status: 'sent', sentAt: now(), attempts: sql`${outbox.attempts} + 1`, lastError: null })
            .where(eq(outbox.id, mail.id));
          sent++;
        } catch (error) {
          const attempts = mail.attempts + 1;
          await tx
            .update(outbox)
            .set({
              attempts,
              lastError: String((error as Error).message ?? error).slice(0, 1000),
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
              nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
            })
            .where(eq(outbox.id, mail.id));
          failed++;
        }
      }
      return due.length;
    });
    if (handled < batch) break;
  }
  return { sent, failed };
}
