import DialogContentText from '@mui/material/DialogContentText';
import { useTranslate } from 'react-admin';

/** A bulk dialog's first line: how many selected rows it acts on (`text`, an i18n key with smart_count). */
export const SelectedCount = ({ text, count }: { text: string; count: number }) => {
  const translate = useTranslate();
  return <DialogContentText sx={{ mb: 1 }}>{translate(text, { smart_count: count })}</DialogContentText>;
};
