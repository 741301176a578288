import { ExportCsvButton } from '../../../src/components/ExportCsvButton';
import { downloadProductsCsv } from '../productsApi';

/** 'Export CSV': every product as products.csv (columns of domain/productCsv.ts, written by the server). */
export const ExportProductsButton = () => <ExportCsvButton download={downloadProductsCsv} />;
