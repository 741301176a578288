import { useListContext } from 'react-admin';
import { ExportCsvButton } from '../../../src/components/ExportCsvButton';

/** Export CSV of the list as it is filtered (search and tag), every page (spec 000 section 3's columns). */
export const ExportWarehouseOrdersButton = () => {
  const { filterValues } = useListContext();
  return <ExportCsvButton download={(dp) => dp.exportWarehouseOrdersCsv({ filter: filterValues })} />;
};
