import FactoryIcon from '@mui/icons-material/Factory';
import { entityResource } from '../../src/entities/entityResource';
import { surfaceOf } from '../../src/entities/declared';
import { redirect } from '../../src/resources/definition';

const generated = entityResource(surfaceOf('suppliers'), {
  icon: FactoryIcon,
  parts: () => import('./parts').then((m) => m.parts),
});

/**
 * Suppliers (spec 001 section 2): generated from their declaration, with drop shipping shown
 * their own way (./parts.tsx); /Suppliers and /supplier lead to the list as well.
 */
export default {
  ...generated,
  paths: [
    // react-router matches /Suppliers with the resource's /suppliers.
    ...generated.paths.map((p) => (p.action === 'list' ? { ...p, aliases: ['/Suppliers'] } : p)),
    { path: '/supplier', action: 'list', screen: redirect('/suppliers') },
  ],
} satisfies typeof generated;
