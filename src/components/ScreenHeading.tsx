import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** A screen's title, at the top of the page as in the specifications' screens. */
export const ScreenHeading = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="h1" component="h1" sx={{ mt: 2.5, mb: 2 }}>
      {translate(title, { _: title })}
    </Typography>
  );
};
