import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../dataProvider/errors';
import { isSignedOut, useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import type { DailyDigestBody, DigestRecipientRecord } from '../../domain/schemas/digest';
import { SectionCard, type FormBannerState } from '../../src/components/forms';

const QUERY_KEY = ['daily-digest'];

/**
 * Settings' "Daily digest" (issue 18 item 4): one switch per recipient, the operator first, then
 * each active warehouse and supplier; off until switched on. A switch saves at once
 * (POST /set-daily-digest), apart from the form's Save.
 */
export const DailyDigestSection = ({ onBanner }: { onBanner: (banner: FormBannerState) => void }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.getDailyDigest() });
  const mutation = useMutation({
    mutationFn: (body: DailyDigestBody) => dataProvider.setDailyDigest(body),
    onSuccess: ({ msg, doc }) => {
      queryClient.setQueryData(QUERY_KEY, doc);
      onBanner({ severity: 'success', message: msg });
    },
    onError: (error) => {
      if (!isSignedOut(error)) onBanner({ severity: 'error', message: errorMessage(error) });
    },
  });
  const label = (r: DigestRecipientRecord) => {
    const kind = translate(`app.settings.digest.kinds.${r.kind}`);
    const who = r.kind === 'operator' ? kind : `${kind}: ${r.name}`;
    return `${who} (${r.email ?? translate('app.settings.digest.no_email')})`;
  };

  return (
    <SectionCard title="app.settings.sections.daily_digest" columns={1}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.settings.digest.hint')}
      </Typography>
      {query.error && !isSignedOut(query.error) ? (
        <Typography color="error">{errorMessage(query.error)}</Typography>
      ) : null}
      {query.isPending ? (
        <CircularProgress size={24} aria-label={translate('app.list.loading')} />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          {(query.data ?? []).map((r) => (
            <FormControlLabel
              key={r.recipient}
              label={label(r)}
              control={
                <Switch
                  checked={r.enabled}
                  disabled={mutation.isPending}
                  onChange={(event) =>
                    mutation.mutate({ recipient: r.recipient, enabled: event.target.checked })
                  }
                />
              }
            />
          ))}
        </Box>
      )}
    </SectionCard>
  );
};
