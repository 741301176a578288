import type { ReactNode } from 'react';
import { AccessDenied, CanAccess, Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { RemoveStock } from './RemoveStock';
import { StockHistory } from './StockHistory';

/** react-admin does not guard a resource's extra routes: ask the authProvider, as the route table does. */
const Guard = ({ action, children }: { action: 'show' | 'edit'; children: ReactNode }) => (
  <CanAccess resource="stock" action={action} loading={<Loading />} accessDenied={<AccessDenied />}>
    {children}
  </CanAccess>
);

/**
 * The stock entry's own screens under the 'stock' resource: /stock/history and /stock/remove,
 * the entry named by ?warehouse_id=…&product_id=… (there is no single-entry endpoint).
 */
export const stockRoutes = [
  <Route
    key="history"
    path="history"
    element={
      <Guard action="show">
        <StockHistory />
      </Guard>
    }
  />,
  <Route
    key="remove"
    path="remove"
    element={
      <Guard action="edit">
        <RemoveStock />
      </Guard>
    }
  />,
];
