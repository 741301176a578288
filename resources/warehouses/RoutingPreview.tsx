import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { errorMessage } from '../../dataProvider/errors';
import { CRITERIA } from '../../domain/schemas/masterData';
import type { RoutingPreviewRecord, WarehouseChange } from '../../domain/schemas/routingPreview';
import { SectionCard } from '../../src/components/forms';
import { useRoutingPreview, useSettled } from './useRoutingPreview';
import { orderNumberShown } from '../../domain/orderNumberShown';

const T = 'app.warehouses.preview';
/** What routing reads of the form; the rest of it does not change where an order goes. */
const ROUTING_FIELDS = [
  'name',
  'country',
  'shipping_type',
  ...CRITERIA.flatMap((name) => [`min_${name}`, `max_${name}`]),
];

type Counted = RoutingPreviewRecord['recent']['solved'];
type Ref = Counted['orders'][number]['from'];

/**
 * The warehouse form's routing preview (issue 18 item 5): what saving the criteria as they
 * stand would do to the last 30 days' orders and to the waiting ones, computed by the server
 * with the routing function, asked again once the form has settled.
 */
export const RoutingPreview = ({ id }: { id?: string }) => {
  const translate = useTranslate();
  const values = useWatch({ name: ROUTING_FIELDS }) as unknown[];
  const form = useSettled(Object.fromEntries(ROUTING_FIELDS.map((key, i) => [key, values[i]])), 400);
  // Routing needs the country (domestic or international); a new form has none yet.
  const hasCountry = typeof form.country === 'string' && form.country.trim() !== '';
  const change = { ...(id ? { id } : {}), warehouse: form } as WarehouseChange;
  const query = useRoutingPreview(hasCountry ? change : null);
  const error = query.error ? errorMessage(query.error) : null;
  return (
    <SectionCard title={`${T}.title`} columns={1}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.intro`)}
      </Typography>
      {!hasCountry && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(`${T}.needs_country`)}
        </Typography>
      )}
      {query.isFetching && <LinearProgress aria-label={translate(`${T}.loading`)} sx={{ my: 1 }} />}
      {error && (
        <Alert severity="info" variant="outlined" role="status" sx={{ mt: 1 }}>
          {translate(`${T}.unavailable`, { error: translate(error, { _: error }) })}
        </Alert>
      )}
      {query.data && !error && hasCountry && <PreviewAnswer preview={query.data} />}
    </SectionCard>
  );
};

export const PreviewAnswer = ({ preview }: { preview: RoutingPreviewRecord }) => {
  const translate = useTranslate();
  const { recent, waiting } = preview;
  const unchanged = !recent.moved.count && !recent.solved.count && !recent.created.count;
  return (
    <Box sx={{ mt: 1 }} data-testid="routing-preview">
      <Typography variant="subtitle2" component="h3">
        {translate(`${T}.recent`, { smart_count: recent.orders, days: preview.days })}
      </Typography>
      {unchanged && <Typography variant="body2">{translate(`${T}.unchanged`)}</Typography>}
      <Outcome kind="solved" counted={recent.solved} />
      <Outcome kind="created" counted={recent.created} />
      <Outcome kind="moved" counted={recent.moved}>
        {preview.recent.moves.map((move) => (
          <li key={`${move.from.id}>${move.to.id}`}>
            <Typography variant="body2">
              {translate(`${T}.route`, {
                from: nameOf(move.from, translate),
                to: nameOf(move.to, translate),
                smart_count: move.count,
              })}
            </Typography>
          </li>
        ))}
      </Outcome>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate(`${T}.waiting`, { smart_count: waiting.orders })}
      </Typography>
      <Outcome kind="routed_on_save" counted={waiting.routed_on_save} always />
    </Box>
  );
};

/** A warehouse's name; the one being added may have none yet. */
const nameOf = (ref: Ref, translate: ReturnType<typeof useTranslate>) =>
  ref ? ref.name || translate(`${T}.new_warehouse`) : translate(`${T}.problematic`);

/** One kind of difference: its count in words and the orders, each linked to its details. */
const Outcome = ({
  kind,
  counted,
  always = false,
  children,
}: {
  kind: 'solved' | 'created' | 'moved' | 'routed_on_save';
  counted: Counted;
  always?: boolean;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  if (!counted.count && !always) return null;
  const more = counted.count - counted.orders.length;
  return (
    <Box sx={{ mt: 1 }} data-testid={`preview-${kind}`}>
      <Alert
        severity={kind === 'created' ? 'warning' : counted.count ? 'success' : 'info'}
        role="status"
        sx={{ py: 0 }}
      >
        {translate(`${T}.${kind}`, { smart_count: counted.count })}
      </Alert>
      {children && (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {children}
        </Box>
      )}
      {counted.orders.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3, columns: { md: 2 } }}>
          {counted.orders.map((order) => (
            <li key={order.order_id}>
              <Typography variant="body2">
                <Link to={`/orders/${order.order_id}/show`}>{orderNumberShown(order)}</Link>{' '}
                {translate(`${T}.shift`, {
                  from: nameOf(order.from, translate),
                  to: nameOf(order.to, translate),
                })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {more > 0 && (
        <Typography variant="caption" color="text.secondary">
          {translate(`${T}.more`, { smart_count: more })}
        </Typography>
      )}
    </Box>
  );
};
