import { LoadingPage, Navigate, usePermissions } from 'react-admin';
import { isRole } from '../../domain/roles';
import { LoginPage } from './LoginPage';

/** react-admin's /login: the sign-in form, or straight to / for someone already signed in. */
export const LoginRoute = () => {
  const { permissions: role, isPending } = usePermissions<string | null>();
  if (isPending) return <LoadingPage />;
  return isRole(role) ? <Navigate to="/" replace /> : <LoginPage />;
};
