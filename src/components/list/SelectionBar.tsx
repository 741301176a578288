import type { ReactNode } from 'react';
import { BulkActionsToolbar, SelectAllButton, SelectPageCheckbox } from 'react-admin';

/**
 * The bar of a list's ticked rows (react-admin's BulkActionsToolbar), in its own place above the
 * table (the header row, its column names and sort arrows, stays in view under it). It carries
 * a page checkbox (first), to tick or untick the whole page from the bar, and react-admin's
 * Select all of every page (up to 250 rows: a batch call takes 1,000).
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

/**
 * The bar's place in a list's card (ResourceList): its own, above the table, pushing the table
 * down while rows are ticked; react-admin lays it over the header row, hiding the column names.
 * It lies outside the table's scrolling box, so it stays in view when the table scrolls sideways.
 */
export const SELECTION_BAR_SX = {
  '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
    position: 'static',
    transform: 'none',
    borderBottom: 1,
    borderColor: 'divider',
  },
  // Its buttons fit at 1440 px in either language; were one more added, they would scroll
  // sideways inside the bar, each still in reach, rather than run off the card.
  '& [data-test="bulk-actions-toolbar"] > .RaBulkActionsToolbar-topToolbar': {
    flex: '0 1 auto',
    minWidth: 0,
    overflowX: 'auto',
  },
  // Nothing ticked: the bar is folded away, and so are its controls, out of the tab order.
  '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
  // The bar's page checkbox first, above the header's.
  '& .RaBulkActionsToolbar-title .select-all': { order: -1, ml: -1.5 },
} as const;

/**
 * On a phone (the list's rows are cards) the bar is above the cards too, its buttons wrapped
 * over lines, every one in reach of the phone's width.
 */
export const SELECTION_BAR_ON_PHONE_SX = {
  '& [data-test="bulk-actions-toolbar"]:not(.RaBulkActionsToolbar-collapsed)': {
    height: 'auto',
    flexWrap: 'wrap',
    py: 0.5,
    mb: 1,
  },
  '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', justifyContent: 'flex-start' },
} as const;
