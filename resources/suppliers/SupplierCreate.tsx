import { Create } from 'react-admin';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { SupplierForm } from './SupplierForm';

/** Add Supplier (/suppliers/create; the spec path /add-supplier lands here). */
export const SupplierCreate = () => (
  <Create title="app.screens.add_supplier" component="div" actions={false}>
    <ScreenHeading title="app.screens.add_supplier" />
    <SupplierForm mode="create" />
  </Create>
);
