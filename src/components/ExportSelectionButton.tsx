import { useListContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { DownloadButton } from './DownloadButton';

/**
 * 'Export selection' among a list's bulk buttons: exactly the ticked rows, with the columns of
 * the list's own export (a dataProvider method POSTing the ids).
 */
export const ExportSelectionButton = ({
  download,
}: {
  download: (dataProvider: AppDataProvider, ids: string[]) => Promise<void>;
}) => {
  const { selectedIds } = useListContext();
  return (
    <DownloadButton
      label="app.batch.export_selection"
      variant="text"
      size="small"
      download={(dp) => download(dp, selectedIds.map(String))}
    />
  );
};
