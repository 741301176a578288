import { useListContext } from 'react-admin';
import { DownloadButton } from '../../../src/components/DownloadButton';

/** Export CSV of the list as it is filtered (search and tag), every page (spec 000 section 3's columns). */
export const ExportWarehouseOrdersButton = () => {
  const { filterValues } = useListContext();
  return <DownloadButton download={(dp) => dp.exportWarehouseOrdersCsv({ filter: filterValues })} />;
};
