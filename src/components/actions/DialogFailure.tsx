import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';

/** A refused save, shown in the dialog itself so that what was typed stays there. */
export const DialogFailure = ({ message }: { message: string | null }) => {
  const translate = useTranslate();
  return message ? (
    <Alert severity="error" role="alert" sx={{ mb: 1 }}>
      {translate(message, { _: message })}
    </Alert>
  ) : null;
};
