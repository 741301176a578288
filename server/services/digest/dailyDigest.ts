import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { digestSends } from '../../db/schema';
import {
  composeDigest,
  digestDay,
  digestViewer,
  recipientKey,
  type DigestRecipient,
} from '../../../domain/digest';
import { MAX_PAGE_SIZE } from '../../../domain/listQuery';
import type { AttentionService } from '../attention/attentionService';
import { queueEmail } from '../mail';
import { emailSettings } from '../scheduledOrders/scheduledEmail';
import { renderDigestEmail } from './digestEmail';
import { subscribedRecipients } from './subscriptions';
import type { FlowEffects } from '../../flows/flow';

export interface DailyDigestContext {
  now: () => Date;
  /** TZ_OPERATOR: the day a digest is for is the operator's date. */
  timeZone: string;
  /** APP_URL: the digest links to Needs attention. */
  appUrl: string;
  imagesDir: string;
  attention: AttentionService;
  /** Wakes the outbox once a digest's e-mail is committed (server/flows/flow.ts). */
  effects: FlowEffects;
}

/**
 * The daily digest (issue 18 item 4), run by the scheduler each morning: per recipient switched
 * on, its rows of Needs attention read with its own scope, and when there are any, the day's
 * row in digest_sends and the e-mail in the outbox written in one transaction. The (recipient,
 * day) key makes it once a day: a second run, here or on another server instance, finds the
 * row there and writes nothing.
 */
export class DailyDigestService {
  constructor(
    private readonly db: Database,
    private readonly context: DailyDigestContext,
  ) {}

  /** One recipient's failure (a record gone mid-run, the database busy) does not stop the others'. */
  async sendDaily(): Promise<{ sent: number; failed: { recipient: string; error: unknown }[] }> {
    const now = this.context.now();
    const day = digestDay(now, this.context.timeZone);
    let sent = 0;
    const failed: { recipient: string; error: unknown }[] = [];
    for (const recipient of await subscribedRecipients(this.db)) {
      try {
        if (await this.sendOne(recipient, day, now)) sent++;
      } catch (error) {
        failed.push({ recipient: recipientKey(recipient.kind, recipient.id), error });
      }
    }
    if (sent) this.context.effects.wake('outbox');
    return { sent, failed };
  }

  private async sendOne(recipient: DigestRecipient, day: string, now: Date): Promise<boolean> {
    const key = recipientKey(recipient.kind, recipient.id);
    // Already written today: skip the reading (the transaction below is what decides).
    const [done] = await this.db
      .select({ day: digestSends.day })
      .from(digestSends)
      .where(and(eq(digestSends.recipient, key), eq(digestSends.day, day)));
    if (done) return false;
    const { attention } = this.context;
    const viewer = digestViewer(recipient);
    const { doc, count } = await attention.list({ limit: String(MAX_PAGE_SIZE) }, viewer);
    if (!count) return false;
    const counts = recipient.kind === 'operator' ? (await attention.counts(viewer)).counts : undefined;
    const digest = composeDigest({ recipient, rows: doc, total: count, counts, now, day });
    if (!digest) return false;
    return this.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(digestSends)
        .values({ recipient: key, day, rows: count })
        .onConflictDoNothing()
        .returning({ day: digestSends.day });
      if (!claimed.length) return false;
      const email = renderDigestEmail(
        digest,
        recipient.email,
        await emailSettings(tx, this.context.imagesDir),
        new URL('/attention', this.context.appUrl).toString(),
      );
      await queueEmail(tx, email);
      return true;
    });
  }
}
