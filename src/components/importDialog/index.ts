export {
  ImportDialog,
  isAccepted,
  type ImportDialogProps,
  type ImportReport,
  type ImportRowError,
} from './ImportDialog';
export { parseCsvFile, type ImportRow } from './parseCsv';
export { importDialogMessages } from './messages';
