import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type UIEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../../dataProvider/errors';
import { importPercent, importSeverity, type ImportProgress } from '../../../domain/importProgress';
import { useOneAtATime } from '../actions';
import { MessageBanner, type Banner } from '../MessageBanner';
import { parseCsvFile, problemsOf, type ImportRow } from './parseCsv';

/** One refused field of one row, as the server reports it (row 1 is the first data row). */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

/** What an import call answers: the server's msg and the rows it refused. */
export interface ImportReport {
  msg: string;
  errors?: ImportRowError[];
  /** Rows or records imported, updated or unchanged: none with refused rows shows in red. */
  accepted?: number;
}

/**
 * A file as its parser read it: rows (ImportRow[] unless told otherwise), or anything that says
 * how many data rows it has and may hold on to them elsewhere until released (the order
 * import keeps them in its parse worker).
 */
export interface ParsedFile {
  readonly length: number;
  /** Called once the dialog no longer needs the file (another chosen, closed, imported). */
  release?: () => void;
}

export interface ImportDialogProps<Parsed extends ParsedFile = ImportRow[]> {
  open: boolean;
  onClose: () => void;
  /** i18n key of the dialog title, e.g. 'Import CSV'. */
  title: string;
  /** i18n key of the row count, given %{count}, e.g. 'Import approximately %{count} products'. */
  countLabel: string;
  /** The file types offered and accepted, as for <input accept>, e.g. '.csv' or '.csv,.xlsx'. */
  accept: string;
  /** Reads a file into rows keyed by header; CSV with papaparse unless told otherwise. */
  parse?: (file: File) => Promise<Parsed>;
  /**
   * The number shown by countLabel, from the parsed rows; the row count unless told otherwise
   * (the order import counts distinct customers instead, see resources/orders/import).
   */
  count?: (rows: Parsed) => number;
  /**
   * Sends the rows; its answer's msg and per-row errors are shown in the dialog. An import sent
   * in parts tells `onProgress` how far it got, which the dialog shows as a bar.
   */
  onImport: (rows: Parsed, onProgress: (progress: ImportProgress) => void) => Promise<ImportReport>;
  /** Called after the server answered, e.g. to refresh the list behind the dialog. */
  onImported?: () => void;
}

const countRows = (rows: ParsedFile) => rows.length;

/** True when the file's name ends with one of the accepted extensions. */
export function isAccepted(file: File, accept: string): boolean {
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((type) => type.trim().toLowerCase())
    .some((type) => type.startsWith('.') && name.endsWith(type));
}

/**
 * The import dialog (spec 001 "Product list"): choose a file, which is parsed in the browser;
 * 'Import approximately N products' with the warning 'Please don't close this dialogbox' (from
 * the moment a file is ready until its import ended, when closing is safe again); the 'Import'
 * button reads 'Importing...' and is disabled while the rows are sent, with a progress bar for
 * an import in parts. The server's msg and its per-row report then show in the dialog, in red
 * when no row came through. A file the parser cannot read whole is refused with its problems,
 * each on its row. Reused by other imports with their own texts, accepted types and parser.
 */
export const ImportDialog = <Parsed extends ParsedFile = ImportRow[]>({
  open,
  onClose,
  title,
  countLabel,
  accept,
  // The default parser reads rows, the default Parsed.
  parse = parseCsvFile as unknown as (file: File) => Promise<Parsed>,
  count = countRows,
  onImport,
  onImported,
}: ImportDialogProps<Parsed>) => {
  const translate = useTranslate();
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [rows, setParsed] = useState<Parsed | null>(null);
  // The file held, released when replaced or no longer needed (and when the dialog goes).
  const held = useRef<Parsed | null>(null);
  const setRows = (parsed: Parsed | null) => {
    if (held.current !== parsed) held.current?.release?.();
    held.current = parsed;
    setParsed(parsed);
  };
  useEffect(() => () => held.current?.release?.(), []);
  const [reading, setReading] = useState(false);
  // One import at a time: a second click on Import while one runs starts nothing.
  const { once, isPending: running } = useOneAtATime();
  // Set while the server imports; cleared the moment its answer is in, before the outcome shows,
  // so Escape closes the dialog as soon as the user can read what happened.
  const importing = useRef(false);
  // The Import button the keyboard pressed stays disabled once done: the focus goes to Close
  // instead of being lost to the page, where Escape would not reach the dialog.
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) closeButton.current?.focus();
    wasRunning.current = running;
  }, [running]);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [report, setReport] = useState<ImportRowError[]>([]);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  // Counted once per file, not on each progress report (a large file has thousands of rows).
  const counted = useMemo(() => (rows ? count(rows) : null), [rows, count]);

  const reset = () => {
    setFileName(null);
    setRows(null);
    setBanner(null);
    setReport([]);
  };

  const close = () => {
    // The import runs on the server in one go: closing now would hide its outcome.
    if (importing.current) return;
    reset();
    onClose();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again reads it again
    if (!file) return;
    reset();
    setFileName(file.name);
    if (!isAccepted(file, accept)) {
      setBanner({
        severity: 'error',
        message: translate('app.import_dialog.wrong_type', { accept }),
      });
      return;
    }
    setReading(true);
    try {
      setRows(await parse(file));
    } catch (error) {
      const problems = problemsOf(error);
      const reason = errorMessage(error);
      setBanner({
        severity: 'error',
        message: translate('app.import_dialog.unreadable', {
          error: translate(reason, { _: reason, smart_count: problems.length }),
        }),
      });
      setReport(problems.map(({ row, code, message }) => ({ row, field: code, message })));
    } finally {
      setReading(false);
    }
  };

  const start = () => once(run);

  const run = async () => {
    if (!rows) return;
    setBanner(null);
    setReport([]);
    setProgress(null);
    try {
      importing.current = true;
      const answer = await onImport(rows, setProgress).finally(() => (importing.current = false));
      const rowsWithErrors = new Set((answer.errors ?? []).map((e) => e.row)).size;
      const severity = importSeverity({ accepted: answer.accepted ?? rows.length, rowsWithErrors });
      setBanner({ severity, message: answer.msg });
      setReport(answer.errors ?? []);
      setRows(null); // done: a new import starts with choosing a file
    } catch (error) {
      importing.current = false;
      setBanner({ severity: 'error', message: errorMessage(error) });
      const errors = (error as { body?: { errors?: unknown } }).body?.errors;
      if (Array.isArray(errors)) setReport(errors.filter(isRowError));
    } finally {
      setProgress(null);
      onImported?.();
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate(title, { _: title })}</DialogTitle>
      <DialogContent>
        <MessageBanner banner={banner} onClose={() => setBanner(null)} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 1 }}>
          {/* A button that opens the file picker, so Enter and Space do too (a label does not). */}
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={running}
            onClick={() => fileInput.current?.click()}
          >
            {translate('app.import_dialog.choose_file')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept={accept}
            hidden
            onChange={choose}
            disabled={running}
            data-testid="import-file"
          />
          <Typography variant="body2" color="text.secondary">
            {fileName ?? translate('app.import_dialog.no_file')}
          </Typography>
        </Box>
        {reading ? <Typography variant="body2">{translate('app.import_dialog.reading')}</Typography> : null}
        {counted !== null ? (
          <Typography variant="body1" sx={{ fontWeight: 600, my: 1 }}>
            {translate(countLabel, { count: counted })}
          </Typography>
        ) : null}
        {running && progress ? <ImportProgressBar progress={progress} /> : null}
        {/* A standing notice, not an event: no alert role, which belongs to the outcome banner. */}
        {counted !== null || running ? (
          <Alert severity="warning" variant="outlined" role="note" sx={{ my: 1.5 }}>
            {translate('app.import_dialog.warning')}
          </Alert>
        ) : null}
        {report.length ? <ImportErrorTable errors={report} /> : null}
      </DialogContent>
      <DialogActions>
        <Button ref={closeButton} onClick={close} disabled={running}>
          {translate('app.import_dialog.close')}
        </Button>
        <Button variant="contained" onClick={start} disabled={running || !rows?.length}>
          {translate(running ? 'app.import_dialog.importing' : 'app.import_dialog.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Parts done of parts total, and rows, as a determinate bar with its text. */
const ImportProgressBar = ({ progress }: { progress: ImportProgress }) => {
  const translate = useTranslate();
  const labelId = useId();
  const text = translate('app.import_dialog.progress', progress);
  return (
    <Box sx={{ my: 1.5 }}>
      <LinearProgress
        variant="determinate"
        value={importPercent(progress)}
        aria-labelledby={labelId}
        aria-valuetext={text}
      />
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  );
};

function isRowError(value: unknown): value is ImportRowError {
  const e = value as Partial<ImportRowError> | null;
  return typeof e?.row === 'number' && typeof e.field === 'string' && typeof e.message === 'string';
}

/** A report longer than this draws only the rows in view (a refused 100,000-order file has 200,000). */
const DRAWN_WHOLE = 200;
/** The small table's row height in px, and rows drawn beyond the view on each side. */
const ROW_PX = 33;
const OVERSCAN = 20;
const VIEW_PX = 320;

/** The rows of a long report in view as the box scrolls: first and last index, drawn. */
function useRowsInView(total: number) {
  const [scrollTop, setScrollTop] = useState(0);
  const whole = total <= DRAWN_WHOLE;
  const first = whole ? 0 : Math.max(0, Math.floor(scrollTop / ROW_PX) - OVERSCAN);
  const last = whole ? total : Math.min(total, Math.ceil((scrollTop + VIEW_PX) / ROW_PX) + OVERSCAN);
  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop);
  return { whole, first, last, onScroll };
}

/** An empty row standing for `count` rows not drawn, so that the scroll bar stays true. */
const Spacer = ({ count }: { count: number }) =>
  count > 0 ? <TableRow aria-hidden sx={{ height: count * ROW_PX }} /> : null;

/**
 * The server's per-row report: row, field, message. A long one draws only the rows in view
 * (and a few beyond), each the small table's one-line height: drawn whole, 40,000 rows held the
 * page 2.8 s and 950 MB.
 */
const ImportErrorTable = ({ errors }: { errors: readonly ImportRowError[] }) => {
  const translate = useTranslate();
  const { whole, first, last, onScroll } = useRowsInView(errors.length);
  // Rows drawn in part are one line each, so that each is where the scroll bar says.
  const oneLine = whole ? undefined : { height: ROW_PX, '& td': { whiteSpace: 'nowrap' } };
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {translate('app.import_dialog.report_title')}
      </Typography>
      <TableContainer
        onScroll={onScroll}
        sx={{ maxHeight: VIEW_PX, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table
          size="small"
          stickyHeader
          aria-label={translate('app.import_dialog.report_title')}
          aria-rowcount={errors.length + 1}
        >
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.import_dialog.row')}</TableCell>
              <TableCell>{translate('app.import_dialog.field')}</TableCell>
              <TableCell>{translate('app.import_dialog.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <Spacer count={first} />
            {errors.slice(first, last).map((error, i) => (
              <TableRow
                key={`${error.row}-${error.field}-${first + i}`}
                aria-rowindex={first + i + 2}
                sx={oneLine}
              >
                <TableCell>{error.row}</TableCell>
                <TableCell>{error.field}</TableCell>
                {/* The server's English sentence, in German when the screen is (src/i18n). */}
                <TableCell>{translate(error.message, { _: error.message })}</TableCell>
              </TableRow>
            ))}
            <Spacer count={errors.length - last} />
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};
