/**
 * The import dialog's own texts (spec 001 "Product list": 'Import', 'Importing...' and the
 * warning). What it imports (title, count, accepted files) comes from the screen that opens it.
 */
export const importDialogMessages = {
  import_dialog: {
    choose_file: 'Choose file',
    no_file: 'No file chosen',
    warning: "Please don't close this dialogbox",
    import: 'Import',
    importing: 'Importing...',
    progress: 'Part %{partsDone} of %{partsTotal} imported (%{rowsDone} of %{rowsTotal} rows)',
    close: 'Close',
    reading: 'Reading the file...',
    wrong_type: 'Only %{accept} files can be imported',
    unreadable: 'The file could not be read: %{error}',
    binary:
      'it is not a CSV text file (it holds binary data, such as an image or a workbook renamed to .csv)',
    malformed:
      'the CSV is malformed in %{smart_count} place, listed below; nothing was imported |||| the CSV is malformed in %{smart_count} places, listed below; nothing was imported',
    report_title: 'Rows with errors',
    row: 'Row',
    field: 'Field',
    message: 'Message',
  },
};
