import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { entityResource } from '../../src/entities/entityResource';
import { surfaceOf } from '../../src/entities/declared';
import { screen } from '../../src/resources/definition';

const generated = entityResource(surfaceOf('packs'), {
  icon: Inventory2OutlinedIcon,
  views: {
    list: screen(
      () => import('./PackList'),
      (m) => m.PackList,
    ),
    create: screen(
      () => import('./PackForm'),
      (m) => m.PackCreate,
    ),
    edit: screen(
      () => import('./PackForm'),
      (m) => m.PackEdit,
    ),
    show: screen(
      () => import('./PackShow'),
      (m) => m.PackShow,
    ),
  },
});

/**
 * Packs (spec 001 "Product and pack screens"), from their declaration, on the product
 * endpoints. Their list is the product list, where pack rows carry a 'Pack' badge, so they
 * have no list path and no sidebar entry; /edit-Pack is the specification's spelling too.
 */
export default {
  ...generated,
  paths: generated.paths
    .filter((path) => path.action !== 'list')
    .map((path) => (path.path === '/edit-pack' ? { ...path, aliases: ['/edit-Pack'] } : path)),
};
