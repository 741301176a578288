import { useState } from 'react';
import Button from '@mui/material/Button';
import UploadIcon from '@mui/icons-material/Upload';
import { useRefresh, useTranslate } from 'react-admin';
import { ImportDialog } from '../../../src/components/importDialog';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

/** 'Import CSV': the shared import dialog with the product texts; .csv files only. */
export const ImportProductsButton = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        {translate('app.products.import_csv')}
      </Button>
      <ImportDialog
        open={open}
        onClose={() => setOpen(false)}
        title="app.products.import_title"
        countLabel="app.products.import_count"
        accept=".csv"
        onImport={async (rows) => {
          const { msg, errors, imported, updated } = await dataProvider.importProducts({ rows });
          return { msg, errors, accepted: imported + updated };
        }}
        onImported={refresh}
      />
    </>
  );
};
