import { isValidElement, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import type { Theme } from '@mui/material/styles';
import { DataTable, List, ListContextProvider, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../../domain/listQuery';
import { ScreenHeading } from '../ScreenHeading';
import { ListPagination } from './ListPagination';
import { ListToolbar, type FilterAction, type ListTag } from './ListToolbar';
import { RowMenu } from './RowMenu';
import { SELECTION_BAR_ON_PHONE_SX, SELECTION_BAR_SX, SelectionBar } from './SelectionBar';
import { openFragments } from './openFragments';
import { CardField, cardRowsSx, ROW_MENU_CELL, useNarrowScreen } from './narrowRows';

export interface ResourceListProps {
  /** i18n key of the screen title. */
  title: string;
  resource?: string;
  /**
   * A further list of the resource on its own endpoint (e.g. the orders' 'consolidate'): sent
   * to the dataProvider as `meta.view`, and its page, filter and search kept apart from the
   * resource's main list.
   */
  view?: string;
  /** The Filter dropdown's tags; none means no Filter button. */
  tags?: readonly ListTag[];
  /** Filter dropdown entries that run something, after the tags ('Run Cron'). */
  filterActions?: readonly FilterAction[];
  /** Further filters after the search box (Warehouse Orders' warehouse picker). */
  filters?: ReactNode;
  /** A filter always sent, never shown (react-admin's permanent filter): a Warehouse user's own id. */
  filter?: Record<string, unknown>;
  /** Buttons at the right of the toolbar: Add ..., Export CSV, Import CSV. */
  actions?: ReactNode;
  /** Shown between the title and the toolbar: the screen's banners. */
  banner?: ReactNode;
  /** Drawn under a row when it is expanded (react-admin's useExpanded), e.g. one row per product. */
  expand?: ReactElement;
  isRowExpandable?: (record: never) => boolean;

  /** The items of each row's three-dot menu. */
  rowMenu?: ReactNode;
  /** Buttons acting on the rows ticked in a first checkbox column; none means no checkboxes. */
  bulkActionButtons?: ReactNode;
  /** Tighter cells, for the widest lists (the PUO lists, Warehouse Orders) to fit a 1440-pixel window. */
  dense?: boolean;
  /**
   * The column keys the server sorts this list by (domain/listSorts.ts): a click on such a
   * column's header sorts, a second reverses. A column sorts by its `source`; one with a source
   * that is not here says `disableSort`. None: no header sorts.
   */
  sorts?: readonly string[];
  /** The columns: DataTable.Col elements. */
  children: ReactNode;
}

/**
 * THE list of the product (spec 000 and 001 "Shared list behaviour"): title, Filter dropdown,
 * search with its button, removable filter chip, table, 'Items per page' 10/20/30, pager and
 * a spinner while loading. A resource's list file declares only its columns, tags and row menu.
 */
export const ResourceList = ({
  title,
  resource,
  view,
  tags,
  filterActions,
  filters,
  filter,
  actions,
  banner,
  ...table
}: ResourceListProps) => (
  <List
    resource={resource}
    queryOptions={view ? { meta: { view } } : undefined}
    filter={filter}
    storeKey={view && resource ? `${resource}.${view}` : undefined}
    title={title}
    actions={false}
    perPage={DEFAULT_PAGE_SIZE}
    pagination={<ListPagination />}
    empty={false}
    component="div"
    // minWidth 0: a wide table scrolls inside its card instead of widening the page.
    sx={{ '& .RaList-main': { mt: 0, minWidth: 0 } }}
  >
    <ScreenHeading title={title} />
    {banner}
    <ListToolbar tags={tags} filterActions={filterActions} filters={filters} actions={actions} />
    <ListTable view={view} {...table} />
  </List>
);

type ListTableProps = Pick<
  ResourceListProps,
  'view' | 'rowMenu' | 'expand' | 'isRowExpandable' | 'bulkActionButtons' | 'dense' | 'sorts' | 'children'
>;

const ROW_MENU_WIDTH = 48;

/** This list's own table, not one nested in a row or an expanded row (product lines). */
const TABLE = '& > .RaDataTable-root > .RaDataTable-tableWrapper > .RaDataTable-table';
/** The rows of this list's own table: not an expanded row. */
const ROWS = `${TABLE} > * > tr:not(.RaDataTable-expandRow)`;
const LAST = `${ROWS} > :last-child`;
const BEFORE_MENU = `${ROWS}:has(> .${ROW_MENU_CELL}) > :nth-last-of-type(2)`;
/** The lines of an expanded row (products, assignments; ExpandedRows.tsx) with a menu each. */
const LINES = `${TABLE} > tbody > tr.RaDataTable-expandRow table > * > tr:has(> .${ROW_MENU_CELL})`;

/**
 * A wide list scrolls inside its card, but its last column (the Status of the order lists, or
 * the supplier's status with its actions) and the row menu stay in view at its right edge, so a
 * row's state and actions are never off-screen at 1440 px (tests/e2e/wideLists.test.ts).
 */
const STICKY_STATUS_AND_MENU = {
  [`& > .RaDataTable-root > .RaDataTable-tableWrapper`]: { overflowX: 'auto' },
  [`${LAST}, ${BEFORE_MENU}`]: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    // A line between the columns that stay and those that scroll under them.
    boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  },
  [`${ROWS} > .${ROW_MENU_CELL}`]: {
    width: ROW_MENU_WIDTH,
    minWidth: ROW_MENU_WIDTH,
    boxSizing: 'border-box',
    px: 0.5,
    boxShadow: 'none',
  },
  [BEFORE_MENU]: { right: ROW_MENU_WIDTH },
  // An expanded row's lines keep their status and menu at the card's edge as the rows do.
  [`${LINES} > .${ROW_MENU_CELL}, ${LINES} > :nth-last-of-type(2)`]: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
  },
  [`${LINES} > .${ROW_MENU_CELL}`]: {
    width: ROW_MENU_WIDTH,
    minWidth: ROW_MENU_WIDTH,
    boxSizing: 'border-box',
    px: 0.5,
  },
  [`${LINES} > :nth-last-of-type(2)`]: {
    right: ROW_MENU_WIDTH,
    boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  },
  // The header's cells are sticky at the top too (react-admin's): these stay above the others.
  [`${LAST.replace('> * >', '> thead >')}, ${BEFORE_MENU.replace('> * >', '> thead >')}`]: {
    zIndex: 3,
  },
  // Sticky cells need a background of their own; the header's comes from the theme.
  [`${LAST.replace('> * >', '> tbody >')}, ${BEFORE_MENU.replace('> * >', '> tbody >')}`]: {
    bgcolor: 'background.paper',
  },
} as const;

/**
 * On a phone, the rows are cards (narrowRows.tsx); the header's labels are on each card, so the
 * header row keeps only what acts on the whole list: select all, and the columns it sorts by
 * (react-admin's own header buttons, wrapped over lines), above the cards. The list's card is no
 * frame around them.
 */
const HEADER_CELLS = `${TABLE} > thead > tr > th`;
const CARDS = {
  border: 'none',
  bgcolor: 'transparent',
  overflow: 'visible',
  [`${TABLE}, ${TABLE} > tbody, ${TABLE} > thead`]: { display: 'block' },
  [`${TABLE} > thead > tr`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: 2,
    rowGap: 0.5,
    mb: 1.5,
  },
  [HEADER_CELLS]: { display: 'none' },
  [`${HEADER_CELLS}:has(.MuiTableSortLabel-root), ${HEADER_CELLS}.MuiTableCell-paddingCheckbox`]: {
    display: 'block',
    position: 'static',
    border: 'none',
    bgcolor: 'transparent',
    p: 0,
  },
  // The arrow of a column not sorted by shows beside its name, as a hint that it sorts.
  [`${HEADER_CELLS} .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon`]: {
    position: 'static',
    opacity: 0.4,
  },
  ...SELECTION_BAR_ON_PHONE_SX,
  ...cardRowsSx(`${TABLE} > tbody > tr.RaDataTable-row`, `${TABLE} > tbody > tr.RaDataTable-expandRow`),
} as const;

const ListTable = ({
  view,
  rowMenu,
  expand,
  isRowExpandable,
  bulkActionButtons,
  dense,
  sorts,
  children,
}: ListTableProps) => {
  const translate = useTranslate();
  const list = useListContext();
  const narrow = useNarrowScreen();
  const columns = openFragments(children);
  // Sorting goes to page 1 and keeps the page size (react-admin's setSort); only by a declared column.
  const setSort: typeof list.setSort | undefined = sorts?.length
    ? (sort) => {
        if (sorts.includes(sort.field)) list.setSort(sort);
      }
    : undefined;
  if (list.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={translate('app.list.loading')} />
      </Box>
    );
  }
  return (
    // Wide tables (the order lists) scroll inside the card, not the page: the table itself
    // (STICKY_STATUS_AND_MENU), so the bar of ticked rows above it stays put.
    <Card
      variant="outlined"
      sx={{
        ...SELECTION_BAR_SX,
        ...(dense && { '& .MuiTableCell-root': { px: 0.75 } }),
        // The selection's checkboxes take their box and no more, so a list that gained them
        // still fits 1440 px (tests/e2e/listWidths.test.ts).
        [`${TABLE} .MuiTableCell-paddingCheckbox`]: { width: 'auto', px: 0 },
        [`${TABLE} .MuiTableCell-paddingCheckbox .MuiCheckbox-root`]: { p: 0.5 },
        [`${TABLE} .RaDataTable-expandHeader, ${TABLE} .RaDataTable-expandIconCell`]: { px: 0 },
        // A header's sort arrow takes no width until its column is sorted: at 1440 px the wide
        // lists fit as before (tests/e2e/listWidths.test.ts); on hover it shows in the padding.
        '& .MuiTableSortLabel-root': { position: 'relative' },
        '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': {
          position: 'absolute',
          left: '100%',
        },
        ...(narrow ? CARDS : STICKY_STATUS_AND_MENU),
      }}
    >
      <ListContextProvider value={{ ...list, setSort: setSort as never }}>
        <DataTable
          bulkActionButtons={bulkActionButtons ?? false}
          bulkActionsToolbar={
            bulkActionButtons ? <SelectionBar view={view}>{bulkActionButtons}</SelectionBar> : undefined
          }
          rowClick={false}
          empty={<NoRows />}
          expand={expand}
          isRowExpandable={isRowExpandable as never}
        >
          {narrow
            ? columns.map((column, index) => (
                <CardField key={isValidElement(column) ? column.key : index}>{column}</CardField>
              ))
            : columns}
          {rowMenu ? (
            <DataTable.Col
              label=""
              align="right"
              cellClassName={ROW_MENU_CELL}
              headerClassName={ROW_MENU_CELL}
              render={() => <RowMenu>{rowMenu}</RowMenu>}
            />
          ) : null}
        </DataTable>
      </ListContextProvider>
    </Card>
  );
};

const NoRows = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, color: 'text.secondary' }} role="status">
      {translate('app.list.no_results')}
    </Box>
  );
};
