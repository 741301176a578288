import type { ReactNode } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataTableCallbacksContext,
  DataTableRenderContext,
  useDataTableCallbacksContext,
  useDataTableRenderContext,
} from 'react-admin';

/**
 * On a phone (under 600 px, MUI's `sm`, where react-admin's sidebar becomes a drawer too) a
 * list's rows become cards: each column a line of its label and its value, the row's checkbox,
 * expand button and menu on the card's first line. The table stays the table (react-admin's
 * DataTable with its selection, expanded rows and row menu); only its layout changes.
 */
export const useNarrowScreen = () =>
  useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });

/** The class of a row's menu cell: on a card it sits at the top right. */
export const ROW_MENU_CELL = 'row-menu-cell';

/**
 * A column of a card: in a row, its header cell (the label, without sorting) before its cell,
 * so that each line of the card says what it shows; in the header and elsewhere, the column as
 * it is. Works with any column, also one a screen wraps in its own component.
 */
export const CardField = ({ children }: { children: ReactNode }) => {
  const context = useDataTableRenderContext();
  const callbacks = useDataTableCallbacksContext();
  if (context !== 'data') return <>{children}</>;
  return (
    <>
      <DataTableCallbacksContext.Provider value={{ ...callbacks, handleSort: undefined }}>
        <DataTableRenderContext.Provider value="header">{children}</DataTableRenderContext.Provider>
      </DataTableCallbacksContext.Provider>
      {children}
    </>
  );
};

/** A label cell: a header cell drawn in a row (react-admin's class; MUI makes it a td there), or a th. */
const LABEL = ':is(th, .RaDataTable-headerCell)';
const VALUE = 'td:not(.RaDataTable-headerCell)';
const EXPAND = 'td.RaDataTable-expandIconCell';
const CHECKBOX = 'td.MuiTableCell-paddingCheckbox';
const MENU = `td.${ROW_MENU_CELL}`;

/**
 * The card layout of the rows `rows` selects: each a bordered card of two columns, labels and
 * values, and a first line for the controls (expand button and checkbox at the left, the menu at
 * the right). A column a screen wraps in its own component may draw several labels before their
 * values; the grid's dense placement still puts the n-th value beside the n-th label, as each
 * goes to the first free line of its own column. `expandRows` selects the rows holding an
 * expanded panel.
 */
export const cardRowsSx = (rows: string, expandRows?: string) => ({
  [rows]: {
    display: 'grid',
    gridTemplateColumns: 'minmax(84px, 34%) minmax(0, 1fr)',
    gridAutoFlow: 'row dense',
    alignItems: 'baseline',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    mb: 1.5,
    pb: 0.5,
    bgcolor: 'background.paper',
  },
  // The first line is the controls', also when a card has none of them.
  [`${rows}::before`]: { content: '""', gridRow: 1, gridColumn: 1 },
  [`${rows}::after`]: { content: '""', gridRow: 1, gridColumn: 2 },
  [`${rows} > *`]: {
    display: 'block',
    boxSizing: 'border-box',
    minWidth: 0,
    borderBottom: 'none',
    px: 1,
    py: 0.5,
    overflowWrap: 'anywhere',
  },
  // Not sticky at the top as react-admin's header cells are: these are a card's labels.
  [`${rows} > ${LABEL}`]: {
    gridColumn: 1,
    position: 'static',
    bgcolor: 'transparent',
    fontSize: '0.8125rem',
  },
  [`${rows} > ${VALUE}`]: { gridColumn: 2, overflowX: 'auto' },
  // A value holding a table (a PO's products) goes under its label, both the card's width; only
  // when they are neighbours, the label right before its value, so the lines stay paired.
  [`${rows} > ${LABEL}:has(+ td table), ${rows} > ${LABEL} + td:has(table)`]: {
    gridColumn: '1 / -1',
    overflowWrap: 'normal',
  },
  [`${rows} > :is(${EXPAND}, ${CHECKBOX}, ${MENU})`]: { gridRow: 1, alignSelf: 'center', py: 0.25 },
  [`${rows} > :is(${EXPAND}, ${CHECKBOX})`]: { gridColumn: 1, justifySelf: 'start', px: 0.5 },
  [`${rows} > ${EXPAND} + ${CHECKBOX}`]: { ml: 5 },
  [`${rows} > ${MENU}`]: { gridColumn: 2, justifySelf: 'end', px: 0.5 },
  ...(expandRows && {
    [expandRows]: { display: 'block', mt: -1.5, mb: 1.5 },
    [`${expandRows} > td`]: { display: 'block', border: 'none', p: '0 !important' },
  }),
});
