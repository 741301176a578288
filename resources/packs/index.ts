import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { PackCreate } from './PackCreate';
import { PackEdit } from './PackEdit';
import { PackShow } from './PackShow';
import { PackList } from './PackList';

/**
 * Packs (spec 001 "Product and pack screens"): a resource of its own on the products
 * endpoints, with canonical routes /packs/create, /packs/:id/show and /packs/:id (edit). Its
 * list is the product list, where pack rows carry a 'Pack' badge; its permission area is
 * 'products' (authProvider AREA_OF_RESOURCE).
 */
export { packMessages } from './messages';

export default {
  list: PackList,
  create: PackCreate,
  show: PackShow,
  edit: PackEdit,
  icon: Inventory2OutlinedIcon,
  recordRepresentation: 'internal_product_name',
};
