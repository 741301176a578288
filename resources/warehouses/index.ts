import WarehouseIcon from '@mui/icons-material/Warehouse';
import { WarehouseCreate } from './WarehouseCreate';
import { WarehouseEdit } from './WarehouseEdit';
import { WarehouseList } from './WarehouseList';
import { WarehouseShow } from './WarehouseShow';

/** The warehouses resource: `<Resource name="warehouses" {...warehouses} />`. */
export default {
  list: WarehouseList,
  create: WarehouseCreate,
  edit: WarehouseEdit,
  show: WarehouseShow,
  icon: WarehouseIcon,
  recordRepresentation: 'name',
};
