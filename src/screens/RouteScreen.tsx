import { AccessDenied, CanAccess, Loading, Navigate } from 'react-admin';
import type { AppRoute, Screen } from '../routes';

/**
 * Shows the first entry of a path that the signed-in role may use, asking the authProvider
 * (custom routes are not protected by react-admin on their own). When none fits, the page
 * says access is denied rather than going blank.
 */
export const RouteScreen = ({ entries }: { entries: readonly AppRoute[] }) => {
  const [first, ...rest] = entries;
  if (!first) return <AccessDenied />;
  return (
    <CanAccess
      resource={first.area}
      action={first.action}
      loading={<Loading />}
      accessDenied={<RouteScreen entries={rest} />}
    >
      <ScreenView screen={first.screen} />
    </CanAccess>
  );
};

const ScreenView = ({ screen }: { screen: Screen }) => {
  switch (screen.kind) {
    case 'redirect':
      return <Navigate to={screen.to} replace />;
    case 'page':
      return <screen.component />;
  }
};
