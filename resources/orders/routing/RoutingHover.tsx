import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../../dataProvider/errors';
import { routingSummary } from './routingText';
import { useOrderRouting } from './useOrderRouting';

/**
 * A hover summarising why routing decided as it did: the outcome, the criteria each activated
 * warehouse failed and the smallest changes. Asked of the server only once the hover opens.
 */
export const RoutingHover = ({ orderId, children }: { orderId: string; children: ReactNode }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const query = useOrderRouting(orderId, open);
  const error = query.error ? errorMessage(query.error) : null;
  const title = query.data ? (
    <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="routing-summary">
      {routingSummary(query.data.explanation, translate).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Box>
  ) : error ? (
    translate('app.order_routing.unavailable', { error: translate(error, { _: error }) })
  ) : (
    translate('app.order_routing.hover_loading')
  );
  return (
    <Tooltip
      title={title}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      enterDelay={400}
      placement="right-start"
      // The cell holds choices (warehouse, consolidation): the hover never covers or catches
      // their clicks, and closes once one is pressed.
      disableInteractive
      disableFocusListener
    >
      <Box sx={{ display: 'inline-block' }} onMouseDown={() => setOpen(false)}>
        {children}
      </Box>
    </Tooltip>
  );
};
