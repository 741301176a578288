import Button, { type ButtonProps } from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider';
import type { DownloadedFile } from '../../dataProvider/files';
import { errorMessage } from '../../dataProvider/errors';
import { isSignedOut, useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { useOneAtATime } from './actions';

/**
 * A file's download: 'Export CSV' of a list by default, a selection's CSV or a PDF otherwise. It
 * runs the download (a dataProvider method saving the server's file answer) and says so when it
 * fails; one download at a time. `variant` and `size` let it sit among other buttons (a list's
 * bulk buttons are small text buttons). With `leftOutMessage`, it names the selected records the
 * file has nothing for, as the server answered them.
 */
export const DownloadButton = ({
  download,
  label = 'app.list.export_csv',
  variant = 'outlined',
  size,
  leftOutMessage,
}: {
  download: (dataProvider: AppDataProvider) => Promise<DownloadedFile | void>;
  label?: string;
  leftOutMessage?: string;
} & Pick<ButtonProps, 'variant' | 'size'>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { once, isPending } = useOneAtATime();
  const { mutateAsync } = useMutation({
    mutationFn: () => download(dataProvider),
    onSuccess: (file) => {
      const leftOut = file?.leftOut ?? [];
      if (!leftOutMessage || !leftOut.length) return;
      notify(leftOutMessage, {
        type: 'warning',
        messageArgs: { records: leftOut.join(', '), smart_count: leftOut.length },
      });
    },
    onError: (error) => {
      if (isSignedOut(error)) return;
      notify('app.list.export_failed', {
        type: 'error',
        messageArgs: { error: translate(errorMessage(error), { _: errorMessage(error) }) },
      });
    },
  });
  return (
    <Button
      variant={variant}
      size={size}
      startIcon={<DownloadIcon />}
      disabled={isPending}
      onClick={() => void once(() => mutateAsync().catch(() => undefined))}
    >
      {translate(label)}
    </Button>
  );
};
