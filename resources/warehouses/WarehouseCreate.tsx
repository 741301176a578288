import { Create } from 'react-admin';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { WarehouseForm } from './WarehouseForm';

/** Add Warehouse (/warehouses/create; the spec path /add-warehouse lands here). */
export const WarehouseCreate = () => (
  <Create title="app.screens.add_warehouse" component="div" actions={false}>
    <ScreenHeading title="app.screens.add_warehouse" />
    <WarehouseForm mode="create" />
  </Create>
);
