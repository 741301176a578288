import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingPage, usePermissions } from 'react-admin';
import { isRole } from '../../domain/roles';
import { LoginPage } from '../auth/LoginPage';
import { SpokenTheme } from './SpokenTheme';

// The signed-in shell (app bar, menus, sidebar) is a chunk of its own, so the sign-in page, the
// first thing every browser loads, does not carry it. It is fetched while the role is read (the
// browser loads a module once, however often it is imported).
const importRoleShell = () => import('./RoleShell').then((module) => ({ default: module.RoleShell }));
const RoleShell = lazy(importRoleShell);

/**
 * The top-level switch of spec 000 section 2: Admin, Warehouse and Supplier each get their
 * shell (one layout whose menu follows the role); anyone else, signed out or with a role this
 * app does not know, gets the login view on the same address, and comes back to it after
 * signing in.
 */
export const ShellLayout = ({ children }: { children: ReactNode }) => {
  const { permissions: role, isPending } = usePermissions<string | null>();
  return <SpokenTheme>{shell(isPending, role, children)}</SpokenTheme>;
};

function shell(isPending: boolean, role: string | null | undefined, children: ReactNode) {
  if (isPending) {
    void importRoleShell();
    return <LoadingPage />;
  }
  if (!isRole(role)) return <LoginPage />;
  return (
    <Suspense fallback={<LoadingPage />}>
      <RoleShell>{children}</RoleShell>
    </Suspense>
  );
}
