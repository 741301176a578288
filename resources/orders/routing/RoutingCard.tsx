import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../../dataProvider/errors';
import { formatUtcDateTime } from '../../../src/i18n/shown';
import type { RoutingExplanation } from '../../../domain/routingExplanation';
import { SectionCard } from '../../../src/components/forms';
import { changeSentences, checkText, measure, outcomeText } from './routingText';
import { useOrderRouting } from './useOrderRouting';

const T = 'app.order_routing';

/**
 * The order details' Routing card (issue 18): why the order went where it went, as the server
 * explains it (GET /get-order-routing): the outcome, what routing read, each warehouse's criteria
 * passed and failed with the values compared, and where none fits the smallest change per warehouse.
 */
export const RoutingCard = ({ orderId }: { orderId: string }) => {
  const translate = useTranslate();
  const query = useOrderRouting(orderId);
  const error = query.error ? errorMessage(query.error) : null;
  return (
    <SectionCard title={`${T}.title`} columns={1}>
      {query.isPending && <CircularProgress size={24} aria-label={translate(`${T}.loading`)} />}
      {error && (
        <Alert severity="info" variant="outlined">
          {translate(`${T}.unavailable`, { error: translate(error, { _: error }) })}
        </Alert>
      )}
      {query.data && (
        <>
          <Alert severity={query.data.explanation.outcome === 'assigned' ? 'success' : 'warning'}>
            {outcomeText(query.data.explanation, translate)}
          </Alert>
          <Typography variant="caption" color="text.secondary">
            {query.data.recomputed || !query.data.routed_at
              ? translate(`${T}.recomputed`)
              : translate(`${T}.kept`, { at: formatUtcDateTime(query.data.routed_at) })}
          </Typography>
          <SmallestChanges explanation={query.data.explanation} />
          <Inputs explanation={query.data.explanation} />
          <Warehouses explanation={query.data.explanation} />
        </>
      )}
    </SectionCard>
  );
};

const SmallestChanges = ({ explanation }: { explanation: RoutingExplanation }) => {
  const translate = useTranslate();
  const sentences = changeSentences(explanation, translate);
  if (!sentences.length) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {translate(`${T}.change.title`)}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {sentences.map((sentence) => (
          <li key={sentence}>
            <Typography variant="body2">{sentence}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
};

const Inputs = ({ explanation }: { explanation: RoutingExplanation }) => {
  const translate = useTranslate();
  const { lines, parcel, destinationCountry } = explanation.inputs;
  const dims = (l: { length: number; width: number; height: number }) =>
    `${measure(l.length, 'm')} × ${measure(l.width, 'm')} × ${measure(l.height, 'm')}`;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {translate(`${T}.inputs.title`)}
      </Typography>
      <Table size="small" aria-label={translate(`${T}.inputs.title`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.inputs.sku`)}</TableCell>
            <TableCell align="right">{translate(`${T}.inputs.quantity`)}</TableCell>
            <TableCell align="right">{translate(`${T}.inputs.unit_weight`)}</TableCell>
            <TableCell align="right">{translate(`${T}.inputs.total_weight`)}</TableCell>
            <TableCell>{translate(`${T}.inputs.dimensions`)}</TableCell>
            <TableCell align="right">{translate(`${T}.inputs.lwh`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => {
            const sku = line.sku ?? translate(`${T}.inputs.no_sku`);
            return (
              <TableRow key={`${sku}-${i}`}>
                <TableCell>{line.known ? sku : translate(`${T}.inputs.unknown`, { sku })}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{measure(line.weight, 'kg')}</TableCell>
                <TableCell align="right">{measure(line.totalWeight, 'kg')}</TableCell>
                <TableCell>{dims(line)}</TableCell>
                <TableCell align="right">{measure(line.lwh, 'm')}</TableCell>
              </TableRow>
            );
          })}
          <TableRow sx={{ '& td': { fontWeight: 600 } }}>
            <TableCell colSpan={3}>{translate(`${T}.inputs.totals`)}</TableCell>
            <TableCell align="right">{measure(parcel.weight, 'kg')}</TableCell>
            <TableCell>{dims(parcel)}</TableCell>
            <TableCell align="right">{measure(parcel.lwh, 'm')}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {destinationCountry
          ? translate(`${T}.inputs.destination`, { country: destinationCountry })
          : translate(`${T}.inputs.no_destination`)}
      </Typography>
    </Box>
  );
};

const Warehouses = ({ explanation }: { explanation: RoutingExplanation }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {translate(`${T}.warehouses.title`)}
      </Typography>
      {explanation.warehouses.length === 0 ? (
        <Typography variant="body2">{translate(`${T}.warehouses.none`)}</Typography>
      ) : (
        <Table size="small" aria-label={translate(`${T}.warehouses.title`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.warehouses.warehouse`)}</TableCell>
              <TableCell>{translate(`${T}.warehouses.result`)}</TableCell>
              <TableCell>{translate(`${T}.warehouses.criteria`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {explanation.warehouses.map((w) => (
              <TableRow key={w.id}>
                <TableCell>{w.name ?? w.id}</TableCell>
                <TableCell>
                  <Typography variant="body2" color={w.fits ? 'success.main' : 'error'}>
                    {translate(`${T}.warehouses.${w.fits ? 'fits' : 'fails'}`)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {w.checks.map((check, i) => (
                      <Box
                        component="li"
                        key={i}
                        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                        data-passed={check.passed}
                      >
                        {check.passed ? (
                          <CheckIcon fontSize="small" color="success" aria-hidden />
                        ) : (
                          <CloseIcon fontSize="small" color="error" aria-hidden />
                        )}
                        <Typography variant="body2" color={check.passed ? 'text.primary' : 'error'}>
                          {checkText(check, translate)}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
