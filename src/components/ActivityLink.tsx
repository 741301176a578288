import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { activityAddress } from '../../domain/activity';
import { canAccess } from '../../domain/access';
import type { Role } from '../../domain/roles';

type Of = Parameters<typeof activityAddress>[0];

const useMayReadActivity = () => {
  const { permissions: role } = usePermissions<Role | null>();
  return canAccess(role, 'activity', 'read');
};

/** A record's page's link to its own changes in Activity (issue 32 item 3), for who may read it. */
export const ActivityButton = ({ of }: { of: Of }) => {
  const translate = useTranslate();
  if (!useMayReadActivity()) return null;
  return (
    <Button component={RouterLink} to={activityAddress(of)} startIcon={<HistoryIcon />}>
      {translate('app.activity.see_activity')}
    </Button>
  );
};

/**
 * A timeline entry's link to the changes written with it (the order's records within a second of
 * it), after a dot that separates it from the entry's author.
 */
export const ActivityChangeLink = ({ orderId, at }: { orderId: string; at: string }) => {
  const translate = useTranslate();
  if (!useMayReadActivity()) return null;
  return (
    <>
      {' · '}
      <Link component={RouterLink} to={activityAddress({ orderId }, at)} variant="caption">
        {translate('app.activity.see_change')}
      </Link>
    </>
  );
};
