import { useMemo } from 'react';
import { code128Bars } from '../../../domain/printing/barcode';

/** Quiet zone each side, in modules: Code 128 asks for ten. */
const QUIET = 10;

/**
 * A Code 128 barcode of `text` as SVG bars (domain/printing/barcode.ts, as the PDF draws it),
 * with the text under it. `moduleWidth` in CSS pixels: 2 scans well on screen and on paper.
 */
export const Code128Svg = ({
  text,
  moduleWidth = 2,
  height = 56,
}: {
  text: string;
  moduleWidth?: number;
  height?: number;
}) => {
  const { modules, bars } = useMemo(() => code128Bars(text), [text]);
  const width = (modules + 2 * QUIET) * moduleWidth;
  return (
    <svg
      role="img"
      aria-label={text}
      data-barcode={text}
      width={width}
      height={height + 18}
      viewBox={`0 0 ${width} ${height + 18}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff' }}
    >
      <rect x={0} y={0} width={width} height={height + 18} fill="#fff" />
      {bars.map((bar) => (
        <rect
          key={bar.x}
          x={(bar.x + QUIET) * moduleWidth}
          y={0}
          width={bar.width * moduleWidth}
          height={height}
          fill="#000"
        />
      ))}
      <text
        x={width / 2}
        y={height + 14}
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize={14}
        fill="#000"
      >
        {text}
      </text>
    </svg>
  );
};
