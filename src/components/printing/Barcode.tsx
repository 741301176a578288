import { lazy, Suspense, type ComponentProps } from 'react';
import Box from '@mui/material/Box';

// The barcode encoder (bwip-js) is a chunk of its own, fetched when a ticket or pick list is
// first drawn: the lists that offer printing do not carry it.
const Code128Svg = lazy(() => import('./Code128Svg').then((module) => ({ default: module.Code128Svg })));

/**
 * A Code 128 barcode of `text` (Code128Svg), loaded on first use; until then its place, as
 * high, shows the text.
 */
export const Barcode = (props: ComponentProps<typeof Code128Svg>) => (
  <Suspense
    fallback={
      <Box sx={{ height: (props.height ?? 56) + 18, display: 'flex', alignItems: 'flex-end', color: '#000' }}>
        {props.text}
      </Box>
    }
  >
    <Code128Svg {...props} />
  </Suspense>
);
