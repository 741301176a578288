import Box from '@mui/material/Box';

/**
 * A list cell's text (issue 28): it wraps anywhere, so a long unbroken name never widens its
 * column and pushes the others off the screen, and shows at most `lines` lines, cut with '…';
 * the whole text is its tooltip on hover (and its accessible text, which stays whole). It keeps
 * ten characters' width, so a table squeezing its columns does not cut "Edsger" into "Edsg|er".
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
      // Wrapping anywhere leaves the column no width of its own: an ordinary name keeps its words whole.
      minWidth: '10ch',
      textAlign: 'left',
    }}
  >
    {text}
  </Box>
);
