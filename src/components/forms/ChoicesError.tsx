import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';

/** Why a select's choices are missing (its list could not be loaded). */
export const ChoicesError = ({ label, error }: { label: string; error: string | null }) => {
  const translate = useTranslate();
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ my: 1.5 }}>
      {translate(label, { error: translate(error, { _: error }) })}
    </Alert>
  );
};
