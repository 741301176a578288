import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../dataProvider/errors';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { SectionCard } from '../../../src/components/forms';
import type { Order } from '../../../src/components/orders/types';
import { formatUtcDateTime } from '../../../src/i18n/shown';
import { timelineSentence, warehouseNamesOf } from './timelineSentence';
import { ActivityChangeLink } from '../../../src/components/ActivityLink';

/**
 * The order's history (GET /get-order-events), oldest first as the server sends it: when, who
 * ('System' for imports, syncs and routing) and what. A refused or failed call (e.g. 403 for a
 * role without access) leaves a small note; the rest of the screen stays.
 */
export const OrderTimeline = ({
  order,
  events = 'order',
}: {
  order: Order;
  /** 'warehouse': GET /get-warehouse-order-events, which a Warehouse user may read for its own orders. */
  events?: 'order' | 'warehouse';
}) => {
  const translate = useTranslate();
  const orderId = order._id;
  const dataProvider = useAppDataProvider();
  const query = useQuery({
    queryKey: ['orderEvents', events, orderId],
    queryFn: ({ signal }) =>
      events === 'warehouse'
        ? dataProvider.getWarehouseOrderEvents({ orderId, signal })
        : dataProvider.getOrderEvents({ orderId, signal }),
    retry: false,
  });
  const isPending = query.isPending;
  const loaded = {
    events: query.data ?? [],
    error: query.error ? errorMessage(query.error) : null,
  };

  const names = warehouseNamesOf(order);
  return (
    <SectionCard title="app.order_details.timeline.title" columns={1}>
      {isPending && <CircularProgress size={24} aria-label={translate('app.order_details.timeline.title')} />}
      {!isPending && loaded.error && (
        <Alert severity="info" variant="outlined">
          {translate('app.order_details.timeline.unavailable', {
            error: translate(loaded.error, { _: loaded.error }),
          })}
        </Alert>
      )}
      {!isPending && !loaded.error && loaded.events.length === 0 && (
        <Typography color="text.secondary">{translate('app.order_details.timeline.empty')}</Typography>
      )}
      {!isPending && loaded.events.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {loaded.events.map((event) => {
            const { key, options } = timelineSentence(event, names, translate);
            return (
              <Box
                component="li"
                key={event._id}
                sx={{ py: 1, borderLeft: 2, borderColor: 'divider', pl: 2, position: 'relative' }}
              >
                <Typography variant="caption" color="text.secondary" component="div">
                  <time dateTime={String(event.at)}>{formatUtcDateTime(event.at)}</time>
                  {' · '}
                  {event.user?.email ?? translate('app.order_details.timeline.system')}
                  <ActivityChangeLink orderId={orderId} at={String(event.at)} />
                </Typography>
                <Typography variant="body2">{translate(key, options)}</Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
};
