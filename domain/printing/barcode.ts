import { code128 } from 'bwip-js/generic';

/** One bar of a barcode, in modules (the narrowest bar's width) from the left edge. */
export interface Bar {
  x: number;
  width: number;
}

/** A Code 128 symbol as bars, drawn alike by the browser (SVG) and the PDF (rectangles). */
export interface Barcode {
  /** The encoded text. */
  text: string;
  /** The symbol's width in modules, quiet zones left out. */
  modules: number;
  bars: Bar[];
}

/** bwip-js's drawing calls, kept as bars: a linear symbol is drawn as vertical lines only. */
function barCollector() {
  const bars: Bar[] = [];
  let modules = 0;
  const ignore = () => undefined;
  return {
    scale: () => null,
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init: (width: number) => {
      modules = width;
    },
    // A line is centred on x; an odd width's centre falls half a module right of its left edge.
    line: (x0: number, _y0: number, _x1: number, _y1: number, lw: number) => {
      bars.push({ x: Math.floor(x0 - lw / 2), width: lw });
    },
    polygon: ignore,
    hexagon: ignore,
    ellipse: ignore,
    fill: ignore,
    text: ignore,
    end: () => ({ modules, bars }),
  };
}

/**
 * The Code 128 bars of `text` (an order or PUO number), by bwip-js (Barcode Writer in Pure
 * PostScript), which picks the code sets and the check digit. Throws on an empty text.
 */
export function code128Bars(text: string): Barcode {
  const { modules, bars } = code128({ bcid: 'code128', text, scale: 1, height: 1 }, barCollector());
  bars.sort((a, b) => a.x - b.x);
  const last = bars.at(-1);
  return { text, modules: last ? last.x + last.width : modules, bars };
}
