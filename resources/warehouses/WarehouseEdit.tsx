import { Edit } from 'react-admin';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { WarehouseForm } from './WarehouseForm';

/** Edit Warehouse (/warehouses/:id; the spec path /edit-warehouse lands here). */
export const WarehouseEdit = () => (
  <Edit title="app.screens.edit_warehouse" component="div" actions={false} mutationMode="pessimistic">
    <ScreenHeading title="app.screens.edit_warehouse" />
    <WarehouseForm mode="edit" />
  </Edit>
);
