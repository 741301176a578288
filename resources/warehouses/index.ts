import WarehouseIcon from '@mui/icons-material/Warehouse';
import { entityResource } from '../../src/entities/entityResource';
import { surfaceOf } from '../../src/entities/declared';
import { redirect } from '../../src/resources/definition';

const generated = entityResource(surfaceOf('warehouses'), {
  icon: WarehouseIcon,
  parts: () => import('./parts').then((m) => m.parts),
});

/**
 * Warehouses (spec 001 section 2): generated from their declaration, with the criteria table of
 * the detail screen (./parts.tsx); /warehouse leads to the list as well.
 */
export default {
  ...generated,
  paths: [...generated.paths, { path: '/warehouse', action: 'list', screen: redirect('/warehouses') }],
} satisfies typeof generated;
