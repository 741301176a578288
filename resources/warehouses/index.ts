import WarehouseIcon from '@mui/icons-material/Warehouse';
import { entity } from '../../domain/entities/warehouses';
import { entityResource } from '../../src/entities/entityResource';
import { redirect } from '../../src/resources/definition';

const generated = entityResource(entity, {
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
