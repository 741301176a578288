import Box from '@mui/material/Box';

/**
 * A list cell's text (issue 28): it wraps anywhere, so a long unbroken name never widens its
 * column and pushes the others off the screen, and shows at most `lines` lines, cut with '…';
 * the whole text is its tooltip on hover (and its accessible text, which stays whole).
 */
export const CellText = ({
  text,
  lines = 2,
  maxWidth = 220,
}: {
  text: string;
  lines?: number;
  maxWidth?: number;
}) => (
  <Box
    component="span"
    title={text}
    data-cell-text
    sx={{
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: lines,
      overflow: 'hidden',
      overflowWrap: 'anywhere',
      wordBreak: 'break-word',
      maxWidth,
      textAlign: 'left',
    }}
  >
    {text}
  </Box>
);
