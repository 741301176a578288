import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { ExpandCountButton } from '../../../src/components/list/ExpandedRows';
import type { PickupOrder } from '../types';

export const hasSeveralAssignments = (puo: PickupOrder) => puo.assign_orders.length > 1;

/** 'N assignments' on a PUO with several, opening or closing the extra ones. */
export const AssignmentCountButton = () => {
  const puo = useRecordContext<PickupOrder>();
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'pickup-orders';
  if (!puo || !hasSeveralAssignments(puo)) return null;
  return (
    <ExpandCountButton resource={resource} id={puo.id} sx={{ mt: 0.5 }}>
      {translate('app.pickup_orders.assignment_count', { smart_count: puo.assign_orders.length })}
    </ExpandCountButton>
  );
};
