import type { DbOrTx } from '../db/client';
import { outbox } from '../db/schema';
import { bulkInsert } from '../db/bulkInsert';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  from?: string;
  attachments?: { filename: string; path: string; cid: string }[];
}

/**
 * Queues an e-mail in the same transaction as the change that causes it, so a rolled-back
 * change sends nothing and a committed one is never lost; the outbox job sends it.
 */
export async function queueEmail(db: DbOrTx, email: OutgoingEmail): Promise<void> {
  await db.insert(outbox).values({
    kind: email.kind,
    toAddress: email.to,
    fromAddress: email.from,
    subject: email.subject,
    html: email.html,
    text: email.text,
    attachments: email.attachments ?? [],
  });
}

/** queueEmail for many at once (a batch of due orders): one statement for the lot. */
export async function queueEmails(db: DbOrTx, emails: readonly OutgoingEmail[]): Promise<void> {
  await bulkInsert(
    db,
    outbox,
    emails.map((email) => ({
      kind: email.kind,
      toAddress: email.to,
      fromAddress: email.from ?? null,
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachments: email.attachments ?? [],
    })),
    // A PO's e-mail is a few kB: a chunk stays a few MB of JSON.
    1000,
  );
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A short e-mail with one call to action: used for invitations and password resets. */
export function linkEmail(opts: {
  kind: string;
  to: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): OutgoingEmail {
  const html = `<p>${escapeHtml(opts.intro)}</p>
<p><a href="${escapeHtml(opts.url)}">${escapeHtml(opts.action)}</a></p>
<p>${escapeHtml(opts.outro)}</p>`;
  const text = `${opts.intro}\n\n${opts.action}: ${opts.url}\n\n${opts.outro}\n`;
  return { kind: opts.kind, to: opts.to, subject: opts.subject, html, text };
}
