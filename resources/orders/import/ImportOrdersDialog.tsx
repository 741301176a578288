import { useRefresh, useTranslate } from 'react-admin';
import { ImportDialog } from '../../../src/components/importDialog/ImportDialog';
import type { ImportProgress } from '../../../domain/importProgress';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { importOrders, orderImportFailure, orderImportReport } from './importOrders';
import type { OrderFile } from './orderFile';
import { parseOrderFile } from './parseOrderFile';

/**
 * The order import's dialog (ImportOrdersButton): the file counted as 'Import approximately N
 * orders', sent in parts that keep each order whole, with a progress bar of parts and rows done.
 */
const ordersOf = (file: OrderFile) => file.orders;

export const ImportOrdersDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();

  // The totals become the dialog's msg here, where the texts can be translated.
  const onImport = async (file: OrderFile, onProgress: (progress: ImportProgress) => void) => {
    try {
      return orderImportReport(
        await importOrders(file, { importPart: (body) => dataProvider.importOrders(body), onProgress }),
        translate,
      );
    } catch (error) {
      throw orderImportFailure(error, translate);
    }
  };

  return (
    <ImportDialog
      open={open}
      onClose={onClose}
      title="app.order_import.title"
      countLabel="app.order_import.count"
      accept=".csv,.xlsx,.xls"
      parse={parseOrderFile}
      count={ordersOf}
      onImport={onImport}
      onImported={refresh}
    />
  );
};
