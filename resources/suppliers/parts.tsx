import { useTranslate } from 'react-admin';
import { AvailabilityBadge } from '../../src/components/forms';
import type { EntityParts } from '../../src/entities/EntityContext';

/** Drop shipping on the detail screen: Available or Not Available. */
const Availability = ({ available }: { available: unknown }) => {
  const translate = useTranslate();
  return <>{translate(available === true ? 'app.forms.available' : 'app.forms.not_available')}</>;
};

/** What the supplier screens show their own way: drop shipping as a badge and in words. */
export const parts: EntityParts = {
  cells: {
    dropShipping_available: (record) => <AvailabilityBadge available={record.dropShipping_available} />,
  },
  details: { dropShipping_available: (record) => <Availability available={record.dropShipping_available} /> },
};
