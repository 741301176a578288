import { useId, useRef, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { useReactToPrint } from 'react-to-print';
import { DownloadButton } from '../DownloadButton';
import type { AppDataProvider } from '../../../dataProvider';
import type { DownloadedFile } from '../../../dataProvider/files';

/**
 * What is printed, in a dialog: Print (one print job, only the sheets), Download PDF when the
 * server draws the same content, and Close. One ticket (its row menu) or a selection's tickets
 * and pick lists.
 */
export const PrintPreviewDialog = ({
  title,
  documentTitle = title,
  open = true,
  loading = false,
  download,
  maxWidth = 'md',
  onClose,
  children,
}: {
  title: string;
  /** The printed document's title; the dialog's by default. */
  documentTitle?: string;
  open?: boolean;
  /** The sheets' records are still being read: a spinner, and no Print yet. */
  loading?: boolean;
  download?: (dataProvider: AppDataProvider) => Promise<DownloadedFile>;
  maxWidth?: DialogProps['maxWidth'];
  onClose: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({
    contentRef,
    documentTitle,
    pageStyle: '@page { margin: 10mm; } body { background: #fff; }',
  });
  return (
    <Dialog open={open} onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {loading ? (
          <CircularProgress aria-label={translate('app.printing.loading')} />
        ) : (
          <div ref={contentRef}>{children}</div>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.printing.close')}</Button>
        {download ? <DownloadButton label="app.printing.download_pdf" download={download} /> : null}
        <Button variant="contained" startIcon={<PrintIcon />} disabled={loading} onClick={() => print()}>
          {translate('app.printing.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
