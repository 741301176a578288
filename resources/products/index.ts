import CategoryIcon from '@mui/icons-material/Category';
import { ProductCreate } from './ProductCreate';
import { ProductEdit } from './ProductEdit';
import { ProductList } from './ProductList';
import { ProductShow } from './ProductShow';

/**
 * Products (spec 001 "Product list", "Product and pack screens"): canonical routes
 * /products, /products/create, /products/:id/show and /products/:id (edit). Pack rows of the
 * list open the 'packs' resource. The specifications' paths (/add-product, /view-product,
 * /edit-product) lead here through the route table.
 */
export { ProductList };
export { productMessages } from './messages';

export default {
  list: ProductList,
  create: ProductCreate,
  show: ProductShow,
  edit: ProductEdit,
  icon: CategoryIcon,
  recordRepresentation: 'internal_product_name',
};
