/**
 * Texts of the Master Dashboard's Import CSV (spec 000 sections 2 and 8); the dialog's own
 * texts ('Importing...', the warning) are in src/components/importDialog/messages.ts.
 */
export const orderImportMessages = {
  order_import: {
    import_csv: 'Import CSV',
    title: 'Import CSV',
    count: 'Import approximately %{count} orders',
    summary: 'Imported %{imported} orders, %{unchanged} unchanged, %{problematic} problematic',
    rows_with_errors: '%{smart_count} row with errors |||| %{smart_count} rows with errors',
    left_out:
      'Left out whole because of a row error: order %{orders} |||| Left out whole because of row errors: %{smart_count} orders, %{orders}',
    and_more: 'and %{smart_count} more',
    failed: 'Something went wrong',
    failed_because: 'Something went wrong: %{error}',
    earlier_parts:
      '%{done} of %{total} parts of the file were imported before it. Importing the same file again is safe: orders already imported are left unchanged.',
  },
};
