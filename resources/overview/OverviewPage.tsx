import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ATTENTION_REASONS } from '../../domain/attention';
import { ORDER_TAGS } from '../../domain/orderStatus';
import { DUE_TAGS } from '../../domain/scheduledOrders';
import { errorMessage } from '../../dataProvider/errors';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { MessageBanner } from '../../src/components/MessageBanner';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { DailyChart } from './DailyChart';
import { ShopStates } from '../../src/components/ShopStates';
import { dueLink, reasonLink, statusLink } from './tiles';

/**
 * One number and what it counts, opening the list of exactly those records; past 10,000 the
 * server's estimate, said "about" as the list's own count says it.
 */
const Tile = ({
  label,
  count,
  to,
  estimated,
}: {
  label: string;
  count: number;
  to: string;
  estimated?: boolean;
}) => {
  const translate = useTranslate();
  const locale = useLocaleState()[0];
  return (
    // Nothing counted: an outlined card (no fading, which would take the label below 4.5:1).
    <Card variant={count ? 'elevation' : 'outlined'}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h2" component="p" sx={{ fontSize: '1.75rem' }}>
            {estimated
              ? translate('app.overview.about', { count: new Intl.NumberFormat(locale).format(count) })
              : count}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

const Tiles = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
    {children}
  </Box>
);

/**
 * The overview (issue 18 item 3, GET /get-overview): the viewer's rows per reason of Needs
 * attention; for the Admin also the orders per status and the last 30 days. Each tile's number
 * is the count of the list it opens (the server counts with the lists' own rules).
 */
export const OverviewPage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const query = useQuery({ queryKey: ['overview'], queryFn: () => dataProvider.getOverview() });
  const overview = query.data;
  const waiting = overview ? ATTENTION_REASONS.filter((reason) => overview.attention[reason] > 0) : [];
  return (
    <Box sx={{ pb: 3 }}>
      <ScreenHeading title="app.screens.overview" />
      {query.error ? (
        <MessageBanner
          banner={{ severity: 'error', message: errorMessage(query.error) }}
          onClose={() => void query.refetch()}
        />
      ) : null}
      {!overview ? (
        query.isPending && <CircularProgress aria-label={translate('app.overview.loading')} />
      ) : (
        <>
          {overview.statuses ? (
            <Section title="app.overview.statuses">
              <Tiles>
                {ORDER_TAGS.map((tag) => (
                  <Tile
                    key={tag}
                    label={translate(`app.orders.tags.${tag}`)}
                    count={overview.statuses![tag]}
                    estimated={overview.estimated?.statuses.includes(tag)}
                    to={statusLink(tag)}
                  />
                ))}
              </Tiles>
            </Section>
          ) : null}
          {overview.due ? (
            <Section title="app.overview.due">
              <Tiles>
                {(['purchaseOrders', 'pickupOrders'] as const).flatMap((kind) =>
                  DUE_TAGS.map((tag) => (
                    <Tile
                      key={`${kind}-${tag}`}
                      label={translate(`app.overview.due_tiles.${kind}.${tag}`)}
                      count={overview.due![kind][tag]}
                      to={dueLink(kind, tag)}
                    />
                  )),
                )}
              </Tiles>
            </Section>
          ) : null}
          <Section title="app.overview.attention">
            {waiting.length ? (
              <Tiles>
                {waiting.map((reason) => (
                  <Tile
                    key={reason}
                    label={translate(`app.attention.reasons.${reason}`)}
                    count={overview.attention[reason]}
                    estimated={overview.estimated?.attention.includes(reason)}
                    to={reasonLink(reason)}
                  />
                ))}
              </Tiles>
            ) : (
              <Typography color="text.secondary">{translate('app.overview.nothing_waits')}</Typography>
            )}
          </Section>
          {overview.shops?.length ? (
            <Section title="app.overview.shops">
              <Card>
                <CardContent sx={{ overflowX: 'auto' }}>
                  <ShopStates shops={overview.shops} />
                </CardContent>
              </Card>
            </Section>
          ) : null}
          {overview.days ? (
            <Section title="app.overview.chart">
              <Card>
                <CardContent>
                  <DailyChart days={overview.days} />
                </CardContent>
              </Card>
            </Section>
          ) : null}
        </>
      )}
    </Box>
  );
};
