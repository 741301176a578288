import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../../dataProvider/httpClient';
import { downloadProductsCsv } from '../productsApi';

/** 'Export CSV': every product as products.csv (columns of domain/productCsv.ts, written by the server). */
export const ExportProductsButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={running}
      onClick={async () => {
        setRunning(true);
        try {
          await downloadProductsCsv();
        } catch (error) {
          notify('app.products.export_failed', {
            type: 'error',
            messageArgs: { error: translate(errorMessage(error), { _: errorMessage(error) }) },
          });
        } finally {
          setRunning(false);
        }
      }}
    >
      {translate('app.products.export_csv')}
    </Button>
  );
};
