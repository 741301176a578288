import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** The sentence above a short form that says what it does (i18n key). */
export const FormIntro = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate(text)}
    </Typography>
  );
};
