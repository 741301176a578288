import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

export interface Banner {
  /** warning: partly done (a batch with refused rows). */
  severity: 'success' | 'error' | 'warning';
  /** The server's msg, or one of our i18n keys. */
  message: string;
  /** Lines under the message, already in words (a batch's refused rows with their reasons). */
  details?: readonly string[];
  /** A button beside the message (Reload, after a save refused as stale); its label an i18n key. */
  action?: { label: string; onClick: () => void };
}

/**
 * The specifications' banner: the server's message, green on success and red on failure,
 * dismissible. Server texts pass through translate() unchanged when they are not our keys.
 */
export const MessageBanner = ({ banner, onClose }: { banner: Banner | null; onClose: () => void }) => {
  const translate = useTranslate();
  if (!banner) return null;
  return (
    <Alert
      severity={banner.severity}
      variant="filled"
      onClose={onClose}
      role={banner.severity === 'success' ? 'status' : 'alert'}
      sx={{ my: 1.5 }}
      action={
        banner.action ? (
          <Button color="inherit" size="small" variant="outlined" onClick={banner.action.onClick}>
            {translate(banner.action.label)}
          </Button>
        ) : undefined
      }
    >
      {translate(banner.message, { _: banner.message })}
      {banner.details?.length ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {banner.details.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
};
