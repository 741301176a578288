import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

/** The Status badge of the master-data lists and details: Activated or Deactivated. */
export const ActivationBadge = ({ activated }: { activated: unknown }) => {
  const translate = useTranslate();
  const on = activated === true;
  return (
    <Chip
      size="small"
      color={on ? 'success' : 'default'}
      variant={on ? 'filled' : 'outlined'}
      label={translate(on ? 'app.forms.activated' : 'app.forms.deactivated')}
    />
  );
};

/** The supplier list's DropShipping badge: Available or Unavailable. */
export const AvailabilityBadge = ({ available }: { available: unknown }) => {
  const translate = useTranslate();
  const on = available === true;
  return (
    <Chip
      size="small"
      color={on ? 'info' : 'warning'}
      variant="outlined"
      label={translate(on ? 'app.forms.available' : 'app.forms.unavailable')}
    />
  );
};
