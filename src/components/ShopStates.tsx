import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { ShopStateRecord } from '../../domain/schemas/channels';
import { formatUtcDateTime } from '../i18n/shown';
import { reconciliationOutcomeText } from '../i18n/valueTextKeys';

const NEVER = 'app.channels.never';

/**
 * Each configured shop's state in one row: up or down, today's orders here against the shop's
 * count, its last webhook, sync and daily count. The overview and the Channels page show it.
 */
export const ShopStates = ({ shops }: { shops: readonly ShopStateRecord[] }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.channels.${key}`, options);
  const when = (at: string | null) => (at ? formatUtcDateTime(at) : translate(NEVER));
  return (
    <Table size="small" aria-label={t('states')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('columns.shop')}</TableCell>
          <TableCell>{t('columns.state')}</TableCell>
          <TableCell>{t('columns.today')}</TableCell>
          <TableCell>{t('columns.last_webhook')}</TableCell>
          <TableCell>{t('columns.last_sweep')}</TableCell>
          <TableCell>{t('columns.last_reconciliation')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {shops.map((shop) => (
          <TableRow key={shop.shop}>
            <TableCell>
              {shop.shop}
              <br />
              <small>{t(`kinds.${shop.kind}`)}</small>
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={shop.up ? 'success' : 'error'}
                label={t(shop.up ? 'up' : 'down')}
                title={shop.error ?? undefined}
              />
            </TableCell>
            <TableCell>
              {t('today', {
                received: shop.today.received,
                shopCount: shop.today.shopCount ?? '?',
              })}
            </TableCell>
            <TableCell>{when(shop.lastWebhookAt)}</TableCell>
            <TableCell>
              {when(shop.lastSweep.at)}
              {shop.lastSweep.error ? (
                <>
                  <br />
                  <Chip size="small" color="error" variant="outlined" label={t('sweep_failing')} />
                </>
              ) : null}
            </TableCell>
            <TableCell>
              {shop.lastReconciliation ? (
                <>
                  {formatUtcDateTime(shop.lastReconciliation.startedAt)}
                  <br />
                  {shop.lastReconciliation.outcome
                    ? translate(reconciliationOutcomeText(shop.lastReconciliation.outcome))
                    : t('running')}
                </>
              ) : (
                translate(NEVER)
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
