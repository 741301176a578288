import { useRef, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { useReactToPrint } from 'react-to-print';
import { ExportCsvButton } from '../ExportCsvButton';
import type { AppDataProvider } from '../../../dataProvider';

/**
 * The print preview of a selection: what is printed, Print (one print job, only the sheets),
 * Download PDF (the same content drawn by the server) and Close.
 */
export const PrintPreviewDialog = ({
  title,
  loading,
  download,
  onClose,
  children,
}: {
  title: string;
  loading: boolean;
  download: (dataProvider: AppDataProvider) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const contentRef = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({
    contentRef,
    documentTitle: title,
    pageStyle: '@page { margin: 10mm; } body { background: #fff; }',
  });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="print-preview-title">
      <DialogTitle id="print-preview-title">{title}</DialogTitle>
      <DialogContent>
        {loading ? (
          <CircularProgress aria-label={translate('app.printing.loading')} />
        ) : (
          <div ref={contentRef}>{children}</div>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.printing.close')}</Button>
        <ExportCsvButton label="app.printing.download_pdf" download={download} />
        <Button variant="contained" startIcon={<PrintIcon />} disabled={loading} onClick={() => print()}>
          {translate('app.printing.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
