import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage';
import { LoginRoute } from './auth/LoginRoute';
import { SetPasswordPage } from './auth/SetPasswordPage';
import { i18nProvider } from './i18n';
import { ShellLayout } from './layout/ShellLayout';
import { routePaths } from './routes';
import { RouteScreen } from './screens/RouteScreen';
import { theme } from './theme';

const PATHS = routePaths();

/**
 * The application: react-admin with our providers, the role shells (ShellLayout) and the
 * route table (routes.ts). The logged-out pages have no layout, which keeps them public.
 * Resources will be registered here as later issues build them.
 */
export const App = () => (
  <Admin
    disableTelemetry
    title="Fulfilment back-office"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginRoute}
    layout={ShellLayout}
    theme={theme}
  >
    <CustomRoutes noLayout>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/set-password" element={<SetPasswordPage />} />
    </CustomRoutes>
    <CustomRoutes>
      {PATHS.map(({ path, entries }) => (
        <Route key={path} path={path} element={<RouteScreen entries={entries} />} />
      ))}
    </CustomRoutes>
  </Admin>
);
