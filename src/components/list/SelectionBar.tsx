import type { ReactNode } from 'react';
import { BulkActionsToolbar, SelectAllButton, SelectPageCheckbox } from 'react-admin';

/**
 * The bar of a list's ticked rows (react-admin's BulkActionsToolbar), which lies over the table's
 * header: so it carries the header's page checkbox (first, where the header's was), to tick or
 * untick the whole page once a row is ticked, and react-admin's Select all of every page (up to
 * 250 rows: a batch call takes 1,000).
 */
export const SelectionBar = ({ view, children }: { view?: string; children: ReactNode }) => (
  <BulkActionsToolbar
    selectAllButton={
      <>
        <SelectPageCheckbox />
        {/* From the list this one is (its own endpoint when it has a view), as the list's query. */}
        <SelectAllButton queryOptions={view ? { meta: { view } } : undefined} />
      </>
    }
  >
    {children}
  </BulkActionsToolbar>
);
