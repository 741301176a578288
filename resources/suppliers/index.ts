import FactoryIcon from '@mui/icons-material/Factory';
import { SupplierCreate } from './SupplierCreate';
import { SupplierEdit } from './SupplierEdit';
import { SupplierList } from './SupplierList';
import { SupplierShow } from './SupplierShow';

/** The suppliers resource: `<Resource name="suppliers" {...suppliers} />`. */
export default {
  list: SupplierList,
  create: SupplierCreate,
  edit: SupplierEdit,
  show: SupplierShow,
  icon: FactoryIcon,
  recordRepresentation: 'name',
};
