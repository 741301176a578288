import { Edit } from 'react-admin';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { SupplierForm } from './SupplierForm';

/** Edit Supplier (/suppliers/:id; the spec path /edit-supplier lands here). */
export const SupplierEdit = () => (
  <Edit title="app.screens.edit_supplier" component="div" actions={false} mutationMode="pessimistic">
    <ScreenHeading title="app.screens.edit_supplier" />
    <SupplierForm mode="edit" />
  </Edit>
);
