import { describe, expect, it } from 'vitest';
import { composeDigest, DIGEST_MAX_LINES, type DigestRow } from '../../../domain/digest';
import { renderDigestEmail } from './digestEmail';
import { SIGNATURE_CID } from '../scheduledOrders/scheduledEmail';

const now = new Date('2026-11-26T07:00:00Z');
const late = (n: number, actor = 'Hub <North> & Co'): DigestRow => ({
  reason: 'late',
  move: 'warehouse',
  warehouse_id: 'w1',
  supplier_id: null,
  actor_name: actor,
  record_kind: 'order',
  record_number: `#${n}`,
  order_number: `#${n}`,
  since: new Date('2026-11-24T00:00:00Z'),
});
const operator = { kind: 'operator' as const, id: null, name: 'Operator' };

describe('the digest e-mail', () => {
  it('escapes every value in the HTML, keeps them as they are in the text, links the queue', () => {
    const digest = composeDigest({ recipient: operator, rows: [late(1)], total: 1, now, day: '2026-11-26' })!;
    const mail = renderDigestEmail(
      digest,
      'ops@x.test',
      { from: 'ops@x.test', signature: null },
      'http://a.test/attention?x=1&y=2',
    );
    expect(mail).toMatchObject({
      kind: 'daily-digest',
      to: 'ops@x.test',
      from: 'ops@x.test',
      attachments: [],
    });
    expect(mail.html).toContain('Hub &lt;North&gt; &amp; Co');
    expect(mail.html).not.toContain('<North>');
    expect(mail.html).toContain('href="http://a.test/attention?x=1&amp;y=2"');
    expect(mail.text).toContain('Order #1 | Deadline passed, not shipped | 2 d late | Hub <North> & Co');
    expect(mail.text).toContain('Deadline passed, not shipped: 1');
  });

  it('counts the rows it does not list, and carries the signature as others do', () => {
    const rows = Array.from({ length: DIGEST_MAX_LINES + 1 }, (_, i) => late(i, 'Hub'));
    const digest = composeDigest({ recipient: operator, rows, total: 150, now, day: '2026-11-26' })!;
    const signature = { path: '/data/images/sig.png', fileName: 'sig.png', width: 200 };
    const mail = renderDigestEmail(
      digest,
      'ops@x.test',
      { from: null, signature },
      'http://a.test/attention',
    );
    expect(mail.text).toContain('And 50 more in Needs attention.');
    expect(mail.html).toContain(`<img src="cid:${SIGNATURE_CID}" alt="Signature" width="200">`);
    expect(mail.attachments).toEqual([
      { filename: 'sig.png', path: '/data/images/sig.png', cid: SIGNATURE_CID },
    ]);
    expect(mail).not.toHaveProperty('from');
  });
});
