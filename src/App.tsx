import { Suspense, type ComponentType } from 'react';
import {
  AccessDenied,
  Admin,
  CanAccess,
  CustomRoutes,
  Loading,
  Resource,
  type DataProvider,
} from 'react-admin';
import { Route } from 'react-router-dom';
import type { Area } from '../domain/access';
import { RESOURCES } from './resources';
import type { ResourceDefinition, ScreenAction } from './resources/definition';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage';
import { LoginRoute } from './auth/LoginRoute';
import { SetPasswordPage } from './auth/SetPasswordPage';
import { i18nProvider } from './i18n';
import { ShellLayout } from './layout/ShellLayout';
import { authProvider, dataProvider as appDataProvider } from './providers';
import { routePaths } from './routes';
import { RouteScreen } from './screens/RouteScreen';
import { appStore } from './store';
import { darkTheme, theme } from './theme';

const PATHS = routePaths();

/**
 * A view of a resource, drawn only for a role that may use it: a denied role gets the same
 * Access denied screen as on any other path, and no call is made for it (react-admin's own
 * views would fetch first, then redirect to /access-denied). The view's code loads on first use.
 */
function guardedView(area: Area, action: ScreenAction, View: ComponentType): ComponentType {
  const Guarded = () => (
    <CanAccess resource={area} action={action} loading={<Loading />} accessDenied={<AccessDenied />}>
      <Suspense fallback={<Loading />}>
        <View />
      </Suspense>
    </CanAccess>
  );
  Guarded.displayName = `Guarded(${action})`;
  return Guarded;
}

/** The <Resource> of a definition that has react-admin views. */
function resourceElement({ name, area, views, icon, recordRepresentation }: ResourceDefinition) {
  const view = (action: ScreenAction) => {
    const View = views[action];
    return View ? guardedView(area, action, View) : undefined;
  };
  return (
    <Resource
      key={name}
      name={name}
      list={view('list')}
      show={view('show')}
      edit={view('edit')}
      create={view('create')}
      icon={icon}
      recordRepresentation={recordRepresentation ?? undefined}
    >
      {views.routes?.map(({ path, action, component }) => {
        const Screen = guardedView(area, action, component);
        return <Route key={path} path={path} element={<Screen />} />;
      })}
    </Resource>
  );
}

const hasViews = ({ views }: ResourceDefinition) =>
  Boolean(views.list || views.show || views.edit || views.create || views.routes?.length);

const STORE = appStore();

const RESOURCE_ELEMENTS = RESOURCES.filter(hasViews).map(resourceElement);

/**
 * The application: react-admin with our providers, the role shells (ShellLayout), the
 * resources and the route table, all derived from the resource definitions (src/resources/index.ts).
 * The logged-out pages have no layout, which keeps them public.
 */
export const App = ({ dataProvider = appDataProvider }: { dataProvider?: DataProvider }) => (
  <Admin
    disableTelemetry
    title="Fulfilment back-office"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginRoute}
    layout={ShellLayout}
    theme={theme}
    darkTheme={darkTheme}
    store={STORE}
  >
    {RESOURCE_ELEMENTS}
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
