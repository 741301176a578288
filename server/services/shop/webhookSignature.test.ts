import { describe, expect, it } from 'vitest';
import { signatureOf, signedWith } from './webhookSignature';

const body = Buffer.from('{"id":820982911946154500,"name":"#9999"}');

describe('a webhook delivery signature', () => {
  it('is accepted when made with the current or the previous secret', () => {
    expect(signedWith(body, signatureOf(body, 'new'), ['new', 'old'])).toBe(true);
    expect(signedWith(body, signatureOf(body, 'old'), ['new', 'old'])).toBe(true);
  });

  it('is refused when missing, made with another secret, or of another body', () => {
    expect(signedWith(body, undefined, ['new'])).toBe(false);
    expect(signedWith(body, '', ['new'])).toBe(false);
    expect(signedWith(body, signatureOf(body, 'other'), ['new', 'old'])).toBe(false);
    expect(signedWith(body, signatureOf(`${body.toString()} `, 'new'), ['new'])).toBe(false);
    expect(signedWith(body, 'not base64 at all!', ['new'])).toBe(false);
    expect(signedWith(body, signatureOf(body, 'new'), [])).toBe(false);
  });
});
