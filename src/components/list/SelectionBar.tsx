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

/** The bar's place in a list's card (ResourceList): over the table's header, in the card. */
export const SELECTION_BAR_SX = {
  // Over the table's header, not above the card (which would clip it), and over the sticky
  // Status and menu header cells, so its last buttons are not hidden.
  '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
    transform: 'none',
    zIndex: 4,
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
  // The bar's page checkbox first, where the header's lies under it.
  '& .RaBulkActionsToolbar-title .select-all': { order: -1, ml: -1.5 },
} as const;

/**
 * On a phone (the list's rows are cards) the bar takes its own place above the cards, its
 * buttons wrapped over lines, every one in reach of the phone's width.
 */
export const SELECTION_BAR_ON_PHONE_SX = {
  '& [data-test="bulk-actions-toolbar"]:not(.RaBulkActionsToolbar-collapsed)': {
    position: 'static',
    height: 'auto',
    flexWrap: 'wrap',
    py: 0.5,
    mb: 1,
  },
  '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', justifyContent: 'flex-start' },
} as const;
