import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../dataProvider/httpClient';

/**
 * 'Export CSV' of a list: runs the download (a file answer of the server, see
 * dataProvider/download.ts) and says so when it fails.
 */
export const ExportCsvButton = ({
  download,
  label = 'app.list.export_csv',
}: {
  download: () => Promise<void>;
  label?: string;
}) => {
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
          await download();
        } catch (error) {
          notify('app.list.export_failed', {
            type: 'error',
            messageArgs: { error: translate(errorMessage(error), { _: errorMessage(error) }) },
          });
        } finally {
          setRunning(false);
        }
      }}
    >
      {translate(label)}
    </Button>
  );
};
