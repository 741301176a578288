import { Navigate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { keyOf, stockPath, type StockEntry } from './stockApi';

/**
 * A specification path that received a stock entry through navigation state (the entry as
 * `record` or `entry`, or as the state itself; /edit-stock also receives the warehouse id):
 * goes to the canonical screen, carrying the entry; to the list without one.
 */
const SpecStockPath = ({ screen }: { screen: 'history' | 'remove' }) => {
  const { state } = useLocation();
  const s = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const entry = (s.entry ?? s.record ?? s) as Partial<StockEntry>;
  if (!entry.warehouse?._id || !entry.product?.product_id?._id) return <Navigate to="/stock" replace />;
  const key = keyOf(entry as StockEntry);
  const warehouseId = s.warehouse_id ?? s.warehouseId;
  if (typeof warehouseId === 'string' && warehouseId) key.warehouse_id = warehouseId;
  return <Navigate to={stockPath(screen, key)} state={{ entry }} replace />;
};

/** /view-stock-history and /edit-stock, for the route table (src/routes.ts). */
export const ViewStockHistoryPath = () => <SpecStockPath screen="history" />;
export const EditStockPath = () => <SpecStockPath screen="remove" />;
