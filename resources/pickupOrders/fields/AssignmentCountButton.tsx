import Button from '@mui/material/Button';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useExpanded, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { PickupOrder } from '../types';

export const hasSeveralAssignments = (puo: PickupOrder) => puo.assign_orders.length > 1;

/** 'N assignments' on a PUO with several, opening or closing the extra ones. */
export const AssignmentCountButton = () => {
  const puo = useRecordContext<PickupOrder>();
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'pickup-orders';
  const [expanded, toggle] = useExpanded(resource, puo?.id ?? '');
  if (!puo || !hasSeveralAssignments(puo)) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      aria-expanded={expanded}
      endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
      sx={{ whiteSpace: 'nowrap', mt: 0.5 }}
    >
      {translate('app.pickup_orders.assignment_count', { smart_count: puo.assign_orders.length })}
    </Button>
  );
};
