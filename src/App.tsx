import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import packs from '../resources/packs';
import products from '../resources/products';
import shippingAgents from '../resources/shippingAgents';
import stock from '../resources/stock';
import suppliers from '../resources/suppliers';
import warehouses from '../resources/warehouses';
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
    <Resource name="warehouses" {...warehouses} />
    <Resource name="suppliers" {...suppliers} />
    <Resource name="shipping-agents" {...shippingAgents} />
    <Resource name="products" {...products} />
    <Resource name="packs" {...packs} />
    <Resource name="stock" {...stock} />
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
