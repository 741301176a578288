import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '../../dataProvider/errors';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { entryFromState, keyFromSearch, type StockEntry, type StockKey } from './stockApi';

export interface StockEntryState {
  key: StockKey | null;
  /** The entry as last known: from navigation state at first, then as the server has it now. */
  entry: StockEntry | undefined;
  isPending: boolean;
  error: string | null;
}

/**
 * The stock entry named by the query string (?warehouse_id=…&product_id=…). The entry passed
 * in navigation state shows at once; the current one is fetched all the same, since a total
 * carried in state may be out of date (back button, another user's change).
 */
export function useStockEntry(): StockEntryState {
  const location = useLocation();
  const key = keyFromSearch(location.search);
  const fromState = entryFromState(location.state, key);
  const dataProvider = useAppDataProvider();
  const [fetched, setFetched] = useState<{ entry?: StockEntry; error: string | null; done: boolean }>({
    error: null,
    done: false,
  });
  const warehouseId = key?.warehouse_id;
  const productId = key?.product_id;
  const sku = fromState?.product.product_id.internal_sku;

  useEffect(() => {
    if (!warehouseId || !productId) return;
    const controller = new AbortController();
    dataProvider
      .findStockEntry({
        warehouse_id: warehouseId,
        product_id: productId,
        internalSku: sku,
        signal: controller.signal,
      })
      .then(
        (entry) => setFetched({ entry, error: null, done: true }),
        (error: unknown) => {
          if (!controller.signal.aborted) setFetched({ error: errorMessage(error), done: true });
        },
      );
    return () => controller.abort();
  }, [dataProvider, warehouseId, productId, sku]);

  return {
    key,
    entry: fetched.entry ?? fromState,
    isPending: !!key && !fetched.done,
    error: fetched.error,
  };
}
