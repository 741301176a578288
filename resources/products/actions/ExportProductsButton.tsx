import { DownloadButton } from '../../../src/components/DownloadButton';

/** 'Export CSV' of the product list: GET /export-products, saved as products.csv. */
export const ExportProductsButton = () => <DownloadButton download={(dp) => dp.exportProductsCsv()} />;
