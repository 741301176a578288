/**
 * Text that fits its box on a printed page (issue 28: a 224-character name of emoji overprinted
 * the ticket's next box, its emoji as empty squares).
 *
 * - `printableText(text, hasGlyph)`: each character the font cannot draw replaced by MISSING_GLYPH,
 *   one per character as a reader sees it (an emoji with its skin tone or joined family is one).
 * - `fitText(text, box, measure)`: the text at the largest size from `box.size` down to
 *   `box.minSize` whose wrapped height fits `box.maxHeight`; else at `minSize`, cut with '…' where
 *   it still fits. The whole text is never lost silently: what is cut ends in '…'.
 */

/**
 * What a character the font lacks prints as: U+FFFD, the replacement character, a visible '?' in a
 * diamond, so a reader sees that something was there (an empty square looked like a box or an
 * 'o'; the PDF font, DejaVu Sans, has no colour emoji and pdfkit cannot draw those).
 */
export const MISSING_GLYPH = '\uFFFD';

/** Joiners, variation selectors, skin tones and tag characters: they change how a character looks, drawn by none. */
const isModifier = (char: string) => {
  const code = char.codePointAt(0)!;
  return (
    code === 0x200c ||
    code === 0x200d ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    (code >= 0x1f3fb && code <= 0x1f3ff) ||
    (code >= 0xe0020 && code <= 0xe007f)
  );
};

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `text` with each character the font lacks (per `hasGlyph`, by code point) replaced by MISSING_GLYPH. */
export function printableText(text: string, hasGlyph: (codePoint: number) => boolean): string {
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    const drawn = [...segment].filter((char) => !isModifier(char));
    const ok = drawn.length > 0 && drawn.every((char) => char === '\n' || hasGlyph(char.codePointAt(0)!));
    out += ok ? drawn.join('') : MISSING_GLYPH;
  }
  return out;
}

/** The height `text` takes wrapped at the box's width in a font `size` points high. */
export type MeasureHeight = (text: string, size: number) => number;

export interface TextBox {
  /** The size to print at when the text fits. */
  size: number;
  /** The smallest size the text may shrink to. */
  minSize: number;
  maxHeight: number;
}

export interface FittedText {
  text: string;
  size: number;
  height: number;
  /** True when the text was cut ('…' at its end). */
  cut: boolean;
}

/** Wrap, then shrink, then cut: the text as it fits the box. */
export function fitText(text: string, box: TextBox, measure: MeasureHeight): FittedText {
  for (let size = box.size; size >= box.minSize; size -= 0.5) {
    const height = measure(text, size);
    if (height <= box.maxHeight) return { text, size, height, cut: false };
  }
  const size = box.minSize;
  const chars = [...text];
  // The longest beginning that fits with '…' after it, found by halving.
  let fits = 0;
  let tooLong = chars.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (measure(`${chars.slice(0, middle).join('')}…`, size) <= box.maxHeight) fits = middle;
    else tooLong = middle;
  }
  const cutText = `${chars.slice(0, fits).join('').trimEnd()}…`;
  return { text: cutText, size, height: measure(cutText, size), cut: true };
}
