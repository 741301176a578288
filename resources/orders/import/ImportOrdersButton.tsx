import { useState } from 'react';
import Button from '@mui/material/Button';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslate } from 'react-admin';
import { lazyDialog } from '../../../src/components/actions';

// The dialog, its file readers (papaparse) and the import's parts load on the first click.
const ImportOrdersDialog = lazyDialog(
  () => import('./ImportOrdersDialog').then((m) => m.ImportOrdersDialog),
  {
    withActions: false,
  },
);

/**
 * The Master Dashboard's 'Import CSV' (spec 000 section 2): the shop's orders export as .csv,
 * .xlsx or .xls, counted as 'Import approximately N orders', sent in parts that keep each
 * order whole, with a progress bar of parts and rows done; the file is read off the main thread
 * (parseOrderFile). The list behind reloads once the server answered.
 */
export const ImportOrdersButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, then kept as it was before the dialog loaded lazily.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        {...ImportOrdersDialog.onIntent}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {translate('app.order_import.import_csv')}
      </Button>
      {opened ? <ImportOrdersDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
