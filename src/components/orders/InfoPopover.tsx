import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';

/**
 * A cell's "details popup" (spec 000 section 2: Customer Info, Product info): a small text
 * button that opens the details beside it; Escape or a click outside closes it.
 */
export const InfoPopover = ({
  label,
  title,
  children,
  startIcon,
}: {
  /** The button's text, e.g. the customer's name. */
  label: ReactNode;
  /** Accessible name of the popup. */
  title: string;
  children: ReactNode;
  startIcon?: ReactNode;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Button
        size="small"
        variant="text"
        startIcon={startIcon}
        aria-haspopup="dialog"
        aria-controls={anchor ? id : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        sx={{ textTransform: 'none', justifyContent: 'flex-start', px: 0.5, minWidth: 0 }}
      >
        {label}
      </Button>
      <Popover
        id={id}
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': title } as never }}
      >
        <Box sx={{ p: 2, maxWidth: 360, display: 'grid', gap: 0.5 }}>{children}</Box>
      </Popover>
    </>
  );
};

/** One "Label: value" line of a popup. */
export const InfoLine = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 1, fontSize: 14 }}>
    <Box component="span" sx={{ color: 'text.secondary', minWidth: 90 }}>
      {label}
    </Box>
    <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
      {value}
    </Box>
  </Box>
);
