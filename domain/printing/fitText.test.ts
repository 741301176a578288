import { describe, expect, it } from 'vitest';
import { fitText, MISSING_GLYPH, printableText } from './fitText';

/** A monospaced stand-in for a font: each character half its size wide, lines 1.2 high, 100 wide. */
const measure = (text: string, size: number) => {
  const perLine = Math.floor(100 / (size / 2));
  const lines = text
    .split('\n')
    .reduce((n, line) => n + Math.max(1, Math.ceil([...line].length / perLine)), 0);
  return lines * size * 1.2;
};

describe('fitText', () => {
  const box = { size: 10, minSize: 6, maxHeight: 36 };

  it('keeps a text that fits at its size', () => {
    expect(fitText('Ada Lovelace', box, measure)).toEqual({
      text: 'Ada Lovelace',
      size: 10,
      height: 12,
      cut: false,
    });
  });

  it('shrinks a text that wraps past the box, down to the smallest size', () => {
    const fitted = fitText('x'.repeat(70), box, measure); // 4 lines at 10, 3 at 8.5
    expect(fitted.cut).toBe(false);
    expect(fitted.size).toBeLessThan(10);
    expect(fitted.size).toBeGreaterThanOrEqual(6);
    expect(fitted.height).toBeLessThanOrEqual(36);
  });

  it("cuts what does not fit even at the smallest size, ending in '…'", () => {
    const fitted = fitText('y'.repeat(500), box, measure);
    expect(fitted).toMatchObject({ size: 6, cut: true });
    expect(fitted.text.endsWith('…')).toBe(true);
    expect(fitted.height).toBeLessThanOrEqual(36);
    // The most that fits: one more character would not.
    expect(measure(`${fitted.text.slice(0, -1)}y…`, 6)).toBeGreaterThan(36);
  });
});

describe('printableText', () => {
  const latinOnly = (codePoint: number) => codePoint < 0x2000;

  it('keeps what the font has', () => {
    expect(printableText('Łukasz Dvořák\nΘεσσαλονίκη', latinOnly)).toBe('Łukasz Dvořák\nΘεσσαλονίκη');
  });

  it('replaces each character the font lacks by one visible mark, an emoji with its modifiers as one', () => {
    const family = '👨‍👩‍👧'; // three emoji joined into one
    const thumb = '👍🏽'; // with a skin tone
    const heart = '❤️'; // U+2764 with a variation selector
    expect(printableText(`Ada ${family}${thumb} ${heart}!`, latinOnly)).toBe(
      `Ada ${MISSING_GLYPH}${MISSING_GLYPH} ${MISSING_GLYPH}!`,
    );
  });

  it('drops a variation selector after a character the font has', () => {
    expect(printableText('a\uFE0Fb', latinOnly)).toBe('ab');
  });
});
