import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  Link,
  ListContextProvider,
  Navigate,
  useList,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '../../dataProvider/errors';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatUtcDateTime } from '../../src/i18n/shown';
import { DEFAULT_PAGE_SIZE } from '../../domain/listQuery';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { ListPagination, SearchBox } from '../../src/components/list';
import { orderNumberShown } from '../../domain/orderNumberShown';
import type { ProductRecord } from '../../dataProvider/products';
import { entryFromState, keyFromSearch, type StockMovement } from './stockApi';

interface History {
  movements: StockMovement[];
  product?: ProductRecord;
  error: string | null;
  isPending: boolean;
}

/**
 * The search box of the Stock History screen. The specification says it "is present but has
 * no effect", and so it is: typing and the search button change nothing.
 */
const InertSearch = () => {
  const [text, setText] = useState('');
  return (
    <SearchBox
      value={text}
      onChange={setText}
      onSubmit={() => undefined}
      // Sized like the lists' search box (the theme makes text fields full width).
      sx={{ mb: 2, width: { xs: '100%', sm: 264 } }}
    />
  );
};

/** The order a movement names, linked to its details: the Admin's full view, a warehouse's own view. */
const OrderLink = ({ order }: { order: { _id: string; order_number: string; shop?: string | null } }) => {
  const { permissions: role } = usePermissions<string | null>();
  const path = role === 'Warehouse' ? '/view-warehouse-order' : '/view-shopify-order';
  return <Link to={`${path}?${new URLSearchParams({ id: order._id })}`}>{orderNumberShown(order)}</Link>;
};

const MovementTable = ({ movements }: { movements: StockMovement[] }) => {
  const translate = useTranslate();
  // Every movement is loaded; pages of 10, 20 or 30 are cut in the browser.
  const list = useList({ data: movements, perPage: DEFAULT_PAGE_SIZE, resource: 'stock' });
  return (
    <ListContextProvider value={list}>
      <Card variant="outlined">
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col<StockMovement>
            source="Date"
            label="app.stock.history.date"
            render={(m) => formatUtcDateTime(m.Date)} // dates are shown in UTC (spec 000 section 9)
          />
          <DataTable.NumberCol<StockMovement> source="unit" label="app.stock.history.units" />
          <DataTable.Col<StockMovement>
            source="isAdd"
            label="app.stock.history.action"
            render={(m) => (
              <Chip
                size="small"
                variant="outlined"
                color={m.isAdd ? 'success' : 'warning'}
                label={translate(m.isAdd ? 'app.stock.history.add' : 'app.stock.history.remove')}
              />
            )}
          />
          <DataTable.Col<StockMovement>
            source="order"
            label="app.stock.history.order"
            render={(m) => (m.order ? <OrderLink order={m.order} /> : '')}
          />
          <DataTable.Col<StockMovement>
            source="user"
            label="app.stock.history.user"
            // No user: the system did it (the shop sync routing an order).
            render={(m) => m.user?.email ?? (m.order ? translate('app.stock.history.system') : '')}
          />
        </DataTable>
      </Card>
      <ListPagination />
    </ListContextProvider>
  );
};

/**
 * Stock History (spec 001 "Stock screens"): under the product's internal name, the additions
 * and removals of one warehouse's stock of it, newest first: date and time, units, Add or Remove,
 * the order that caused it (linked to its details) and the user who did it.
 */
export const StockHistory = () => {
  const translate = useTranslate();
  const location = useLocation();
  const key = keyFromSearch(location.search);
  const entry = entryFromState(location.state, key);
  const dataProvider = useAppDataProvider();
  const [history, setHistory] = useState<History>({ movements: [], error: null, isPending: true });
  const warehouseId = key?.warehouse_id;
  const productId = key?.product_id;

  useEffect(() => {
    if (!warehouseId || !productId) return;
    const controller = new AbortController();
    dataProvider
      .getStockHistory({ warehouse_id: warehouseId, product_id: productId, signal: controller.signal })
      .then(
        ({ movements, product }) => setHistory({ movements, product, error: null, isPending: false }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setHistory({ movements: [], error: errorMessage(error), isPending: false });
        },
      );
    return () => controller.abort();
  }, [dataProvider, warehouseId, productId]);

  if (!key) return <Navigate to="/stock" replace />;
  const product = history.product ?? entry?.product.product_id;
  return (
    <>
      <ScreenHeading title={product?.internal_product_name ?? 'app.screens.stock_history'} />
      <Typography variant="subtitle1" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {translate('app.screens.stock_history')}
        {entry ? ` · ${entry.warehouse.name}` : ''}
        {product?.supplier_sku ? ` · ${product.supplier_sku}` : ''}
      </Typography>
      <InertSearch />
      {history.error ? (
        <Alert severity="error" variant="filled">
          {translate(history.error, { _: history.error })}
        </Alert>
      ) : history.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={translate('app.list.loading')} />
        </Box>
      ) : (
        <MovementTable movements={history.movements} />
      )}
    </>
  );
};

export default StockHistory;
