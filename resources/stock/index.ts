import Inventory2Icon from '@mui/icons-material/Inventory2';
import { StockCreate } from './StockCreate';
import { StockList } from './StockList';
import { stockRoutes } from './stockRoutes';

/**
 * Stock (spec 001 "Stock screens"): /stock, /stock/create (Add Stock), and the entry's screens
 * /stock/history and /stock/remove (Update Stock), named by ?warehouse_id=…&product_id=….
 * The specifications' paths (/add-stock, /edit-stock, /view-stock-history) lead here
 * through the route table.
 */
export { StockList };
export { stockMessages } from './messages';

export default {
  list: StockList,
  create: StockCreate,
  icon: Inventory2Icon,
  children: stockRoutes,
};
