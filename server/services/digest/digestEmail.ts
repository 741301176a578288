import { DIGEST_HEADERS, type Digest } from '../../../domain/digest';
import type { OutgoingEmail } from '../mail';
import {
  escapeHtml,
  orderTableHtml,
  orderTableText,
  SIGNATURE_CID,
  type OrderTable,
  type ScheduledEmailContent,
} from '../scheduledOrders/scheduledEmail';

export const DIGEST_KIND = 'daily-digest';

/**
 * The digest as an e-mail, drawn like the purchase and pickup order e-mails: the same bordered
 * table (every value escaped), the Settings' sender and signature image, a plain-text alternative.
 */
export function renderDigestEmail(
  digest: Digest,
  to: string,
  { from, signature }: Pick<ScheduledEmailContent, 'from' | 'signature'>,
  queueUrl: string,
): OutgoingEmail {
  const summaryText = digest.summary.map((s) => `${s.words}: ${s.count}`);
  const table: OrderTable = {
    title: digest.subject,
    intro: {
      html: [
        ...digest.intro.map((p) => `<p>${escapeHtml(p)}</p>`),
        ...(summaryText.length ? [`<p>${summaryText.map(escapeHtml).join('<br>')}</p>`] : []),
      ].join('\n'),
      text: ['', ...digest.intro, ...(summaryText.length ? ['', ...summaryText] : [])],
    },
    headers: DIGEST_HEADERS,
    sections: [
      {
        head: [],
        rows: digest.lines.map((l) => [l.reference, l.reason, l.age, l.whoActs]),
      },
    ],
  };
  const more = digest.more > 0 ? `And ${digest.more} more in Needs attention.` : null;
  const html = [
    orderTableHtml(table),
    more ? `<p>${escapeHtml(more)}</p>` : '',
    `<p><a href="${escapeHtml(queueUrl)}">Open Needs attention</a></p>`,
    signature
      ? `<p><img src="cid:${SIGNATURE_CID}" alt="Signature"${signature.width ? ` width="${signature.width}"` : ''}></p>`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  const text = [
    orderTableText(table),
    '',
    ...(more ? [more] : []),
    `Open Needs attention: ${queueUrl}`,
    '',
  ].join('\n');
  return {
    kind: DIGEST_KIND,
    to,
    subject: digest.subject,
    html,
    text,
    ...(from ? { from } : {}),
    attachments: signature
      ? [{ filename: signature.fileName, path: signature.path, cid: SIGNATURE_CID }]
      : [],
  };
}
