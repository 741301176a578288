import { useListContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { DownloadedFile } from '../../dataProvider/files';
import { DownloadButton } from './DownloadButton';

/**
 * 'Export selection' among a list's bulk buttons: exactly the ticked rows, with the columns of
 * the list's own export (a dataProvider method POSTing the ids). `leftOutMessage` names the
 * ticked rows the file cannot hold (the server's x-left-out).
 */
export const ExportSelectionButton = ({
  download,
  leftOutMessage,
}: {
  download: (dataProvider: AppDataProvider, ids: string[]) => Promise<DownloadedFile | void>;
  leftOutMessage?: string;
}) => {
  const { selectedIds } = useListContext();
  return (
    <DownloadButton
      label="app.batch.export_selection"
      variant="text"
      size="small"
      download={(dp) => download(dp, selectedIds.map(String))}
      leftOutMessage={leftOutMessage}
    />
  );
};
