import { useState } from 'react';
import Button from '@mui/material/Button';
import UploadIcon from '@mui/icons-material/Upload';
import { useRefresh, useTranslate } from 'react-admin';
import { ImportDialog } from '../../../src/components/importDialog/ImportDialog';
import type { ImportRow } from '../../../src/components/importDialog/parseCsv';
import type { ImportProgress } from '../../../domain/importProgress';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { importOrders, orderImportFailure, orderImportReport } from './importOrders';
import { countOrders, parseOrderFile } from './parseOrderFile';

/**
 * The Master Dashboard's 'Import CSV' (spec 000 section 2): the shop's orders export as .csv,
 * .xlsx or .xls, counted as 'Import approximately N orders', sent in parts that keep each
 * order whole, with a progress bar of parts and rows done; the file is read off the main thread
 * (parseOrderFile). The list behind reloads once the server answered.
 */
export const ImportOrdersButton = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const [open, setOpen] = useState(false);

  // The totals become the dialog's msg here, where the texts can be translated.
  const onImport = async (rows: ImportRow[], onProgress: (progress: ImportProgress) => void) => {
    try {
      return orderImportReport(
        await importOrders(rows, { importPart: (part) => dataProvider.importOrders(part), onProgress }),
        translate,
      );
    } catch (error) {
      throw orderImportFailure(error, translate);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        {translate('app.order_import.import_csv')}
      </Button>
      <ImportDialog
        open={open}
        onClose={() => setOpen(false)}
        title="app.order_import.title"
        countLabel="app.order_import.count"
        accept=".csv,.xlsx,.xls"
        parse={parseOrderFile}
        count={countOrders}
        onImport={onImport}
        onImported={refresh}
      />
    </>
  );
};
