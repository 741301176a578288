import { ExportCsvButton } from '../../../src/components/ExportCsvButton';

/** 'Export CSV' of the product list: GET /export-products, saved as products.csv. */
export const ExportProductsButton = () => <ExportCsvButton download={(dp) => dp.exportProductsCsv()} />;
