import type { ReactNode } from 'react';
import { Layout, LoadingPage, usePermissions } from 'react-admin';
import { isRole } from '../../domain/roles';
import { LoginPage } from '../auth/LoginPage';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';
import { SpokenTheme } from './SpokenTheme';

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
  if (isPending) return <LoadingPage />;
  if (!isRole(role)) return <LoginPage />;
  return (
    <Layout
      appBar={ShellAppBar}
      menu={ShellMenu}
      // A wide table scrolls in its card instead of stretching the page past the app bar.
      sx={{ minWidth: 0, '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}
    >
      {children}
    </Layout>
  );
}
