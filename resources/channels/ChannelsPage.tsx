import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ChannelRecord } from '../../domain/schemas/channels';
import { errorMessage } from '../../dataProvider/errors';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { MessageBanner, type Banner } from '../../src/components/MessageBanner';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { formatUtcDateTime } from '../../src/i18n/shown';
import { reconciliationOutcomeText } from '../../src/i18n/valueTextKeys';
import { ShopStates } from '../../src/components/ShopStates';

/** A shop's daily counts, newest first: the window, both counts, what was fetched and how it ended. */
const History = ({ channel }: { channel: ChannelRecord }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.channels.history.${key}`);
  if (!channel.history.length)
    return <Typography color="text.secondary">{translate('app.channels.history.none')}</Typography>;
  return (
    <Table size="small" aria-label={translate('app.channels.history.title', { shop: channel.shop })}>
      <TableHead>
        <TableRow>
          <TableCell>{t('started')}</TableCell>
          <TableCell>{t('window')}</TableCell>
          <TableCell align="right">{t('shop_count')}</TableCell>
          <TableCell align="right">{t('product_before')}</TableCell>
          <TableCell align="right">{t('fetched')}</TableCell>
          <TableCell align="right">{t('product_after')}</TableCell>
          <TableCell>{t('outcome')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {channel.history.map((run) => (
          <TableRow key={run.id}>
            <TableCell>{formatUtcDateTime(run.startedAt)}</TableCell>
            <TableCell>
              {formatUtcDateTime(run.windowFrom)} – {formatUtcDateTime(run.windowTo)}
            </TableCell>
            <TableCell align="right">{run.shopCount ?? '–'}</TableCell>
            <TableCell align="right">{run.productCountBefore ?? '–'}</TableCell>
            <TableCell align="right">{run.fetched}</TableCell>
            <TableCell align="right">{run.productCountAfter ?? '–'}</TableCell>
            <TableCell title={run.error ?? undefined}>
              {run.outcome
                ? translate(reconciliationOutcomeText(run.outcome))
                : translate('app.channels.running')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * Channels (issue 30 item 6; GET /channels): each configured shop with its kind, state and
 * daily counts, and "Reconcile now", which counts the shop's orders of the last two days at once
 * and fetches the missing ones. The Admin's.
 */
export const ChannelsPage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['channels'], queryFn: () => dataProvider.getChannels() });
  const [banner, setBanner] = useState<Banner | null>(null);
  const [counting, setCounting] = useState<string | null>(null);
  const reconcile = async (shop: string) => {
    setBanner(null);
    setCounting(shop);
    try {
      const { doc } = await dataProvider.reconcileChannel(shop);
      setBanner({
        severity: doc.outcome === 'agreed' || doc.outcome === 'fetched' ? 'success' : 'warning',
        message: translate('app.channels.reconciled', {
          shop,
          outcome: doc.outcome ? translate(reconciliationOutcomeText(doc.outcome)) : '',
          fetched: doc.fetched,
        }),
      });
      await queryClient.invalidateQueries({ queryKey: ['channels'] });
      await queryClient.invalidateQueries({ queryKey: ['overview'] });
    } catch (error) {
      setBanner({ severity: 'error', message: errorMessage(error) });
    } finally {
      setCounting(null);
    }
  };
  const channels = query.data;
  return (
    <Box sx={{ pb: 3 }}>
      <ScreenHeading title="app.screens.channels" />
      <MessageBanner banner={banner} onClose={() => setBanner(null)} />
      {query.error ? (
        <MessageBanner
          banner={{ severity: 'error', message: errorMessage(query.error) }}
          onClose={() => void query.refetch()}
        />
      ) : null}
      {!channels ? (
        query.isPending && <CircularProgress aria-label={translate('app.channels.loading')} />
      ) : channels.length === 0 ? (
        <Typography color="text.secondary">{translate('app.channels.none')}</Typography>
      ) : (
        <>
          <Card sx={{ mb: 3 }}>
            <CardContent sx={{ overflowX: 'auto' }}>
              <ShopStates shops={channels} />
            </CardContent>
          </Card>
          {channels.map((channel) => (
            <Box component="section" key={channel.shop} sx={{ mb: 3 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
                <Typography variant="h2" component="h2" sx={{ fontSize: '1.05rem' }}>
                  {translate('app.channels.history.title', { shop: channel.shop })}
                </Typography>
                <Button
                  variant="contained"
                  size="small"
                  disabled={counting !== null}
                  onClick={() => void reconcile(channel.shop)}
                >
                  {translate(
                    counting === channel.shop ? 'app.channels.counting' : 'app.channels.reconcile_now',
                  )}
                </Button>
              </Box>
              <Card>
                <CardContent sx={{ overflowX: 'auto' }}>
                  <History channel={channel} />
                </CardContent>
              </Card>
            </Box>
          ))}
        </>
      )}
    </Box>
  );
};
