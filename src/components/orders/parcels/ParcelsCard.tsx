import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../../dataProvider/errors';
import { useAppDataProvider } from '../../../../dataProvider/useAppDataProvider';
import { SectionCard } from '../../forms';
import { formatUtcDateTime } from '../../../i18n/shown';
import { AddParcelDialog } from './AddParcelDialog';

const T = 'app.order_details.parcels';

/**
 * The order's parcels (issue 32 item 1): each with its shipper, agent, tracking and lines, and
 * "2 of 3 shipped" for each line the viewer ships; Add Parcel while some of them is left. The
 * server answers only what the viewer ships (a Warehouse user its warehouse order's lines).
 */
export const ParcelsCard = ({ orderId }: { orderId: string }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [adding, setAdding] = useState(false);
  const query = useQuery({
    queryKey: ['orderParcels', orderId],
    queryFn: ({ signal }) => dataProvider.getOrderParcels({ orderId, signal }),
    retry: false,
  });
  const error = query.error ? errorMessage(query.error) : null;
  const { parcels = [], lines = [] } = query.data ?? {};
  const anyLeft = lines.some((line) => line.left > 0);
  const named = (line: { sku: string | null; name: string }) =>
    [line.sku, line.name].filter(Boolean).join(' ');
  return (
    <SectionCard title={`${T}.title`} columns={1}>
      {query.isPending && <CircularProgress size={24} aria-label={translate(`${T}.title`)} />}
      {error && (
        <Alert severity="info" variant="outlined">
          {translate(`${T}.unavailable`, { error: translate(error, { _: error }) })}
        </Alert>
      )}
      {query.data && (
        <>
          <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={translate(`${T}.title`)}>
            {lines.map((line) => (
              <li key={line._id}>
                {named(line)}: {translate(`${T}.shipped_of`, { shipped: line.shipped, of: line.of })}
              </li>
            ))}
          </Box>
          {parcels.length === 0 && <Typography color="text.secondary">{translate(`${T}.none`)}</Typography>}
          {parcels.map((parcel, index) => (
            <Box
              key={parcel._id}
              component="section"
              sx={{ borderLeft: 2, borderColor: 'divider', pl: 2, py: 0.5 }}
            >
              <Typography variant="subtitle2" component="h3">
                {translate(`${T}.parcel`, { n: index + 1 })} · {translate(`${T}.by.${parcel.shipper}`)} ·{' '}
                {formatUtcDateTime(parcel.createdAt)}
              </Typography>
              <Typography variant="body2">
                {parcel.trackingURL ? (
                  <Link href={parcel.trackingURL} target="_blank" rel="noopener noreferrer">
                    {translate(`${T}.tracking`, {
                      trackingId: parcel.trackingId,
                      agentName: parcel.agentName,
                    })}
                  </Link>
                ) : (
                  translate(`${T}.tracking`, { trackingId: parcel.trackingId, agentName: parcel.agentName })
                )}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {parcel.lines.map((line) => (
                  <Typography component="li" variant="body2" key={line.lineId}>
                    {translate(`${T}.line`, { quantity: line.quantity, name: named(line) })}
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
          {anyLeft && (
            <Box>
              <Button variant="outlined" startIcon={<LocalShippingIcon />} onClick={() => setAdding(true)}>
                {translate(`${T}.add`)}
              </Button>
            </Box>
          )}
        </>
      )}
      {adding && query.data && (
        <AddParcelDialog orderId={orderId} lines={lines} onClose={() => setAdding(false)} />
      )}
    </SectionCard>
  );
};
