import { describe, expect, it } from 'vitest';
import { assertSanePixelCount } from './signatureImage';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe("a signature image's size", () => {
  it('is read from the file alone, not from the memory after it', () => {
    expect(() => assertSanePixelCount(PNG)).not.toThrow();
    // The first 20 bytes of the PNG, inside a buffer that goes on with the rest of it: its
    // height lies past the cut, so the size cannot be read.
    const cut = PNG.subarray(0, 20);
    expect(cut.buffer.byteLength).toBeGreaterThan(20);
    expect(() => assertSanePixelCount(cut)).toThrow(/cannot be read|damaged/i);
  });
});
