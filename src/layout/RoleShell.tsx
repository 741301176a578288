import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';

/** A signed-in role's shell: the app bar, the role's sidebar, and the screen. */
export const RoleShell = ({ children }: { children: ReactNode }) => (
  <Layout
    appBar={ShellAppBar}
    menu={ShellMenu}
    // A wide table scrolls in its card instead of stretching the page past the app bar.
    sx={{ minWidth: 0, '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}
  >
    {children}
  </Layout>
);
