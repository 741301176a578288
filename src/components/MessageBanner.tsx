import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';

export interface Banner {
  severity: 'success' | 'error';
  /** The server's msg, or one of our i18n keys. */
  message: string;
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
      role={banner.severity === 'error' ? 'alert' : 'status'}
      sx={{ my: 1.5 }}
    >
      {translate(banner.message, { _: banner.message })}
    </Alert>
  );
};
