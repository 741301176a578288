import CategoryIcon from '@mui/icons-material/Category';
import { entityResource } from '../../src/entities/entityResource';
import { surfaceOf } from '../../src/entities/declared';
import { screen } from '../../src/resources/definition';

/**
 * Products (spec 001 "Product list", "Product and pack screens"), from their declaration: the
 * list holds packs too, with the import and export; pack rows open the 'packs' resource.
 */
export default entityResource(surfaceOf('products'), {
  icon: CategoryIcon,
  recordRepresentation: 'internal_product_name',
  views: {
    list: screen(
      () => import('./ProductList'),
      (m) => m.ProductList,
    ),
    create: screen(
      () => import('./ProductForm'),
      (m) => m.ProductCreate,
    ),
    edit: screen(
      () => import('./ProductForm'),
      (m) => m.ProductEdit,
    ),
    show: screen(
      () => import('./ProductShow'),
      (m) => m.ProductShow,
    ),
  },
});
