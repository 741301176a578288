import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useExpanded, useTranslate } from 'react-admin';
import { cardRowsSx, ROW_MENU_CELL, useNarrowScreen } from './narrowRows';

/**
 * A list row that holds several products or assignments shows a count button ('3 products')
 * in its first such column; it opens or closes the row's expanded table of them (react-admin's
 * useExpanded, the list's expand panel).
 */
export const ExpandCountButton = ({
  resource,
  id,
  children,
  sx,
}: {
  resource: string;
  id: string | number;
  /** The count, translated. */
  children: ReactNode;
  sx?: SxProps<Theme>;
}) => {
  const [expanded, toggle] = useExpanded(resource, id);
  return (
    <Button
      size="small"
      variant="outlined"
      aria-expanded={expanded}
      endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
      sx={[{ whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Button>
  );
};

/** The expanded part of such a row: one table row per item, the screen's columns, then its menu. */
export function ExpandedRowsTable<
  Item extends { _id: string },
  Column extends { id: string; label: string },
>({
  label,
  columns,
  items,
  cell,
  actions,
  alignTop = false,
}: {
  /** The table's accessible name, translated. */
  label: string;
  columns: readonly Column[];
  items: readonly Item[];
  cell: (column: Column, item: Item) => ReactNode;
  /** A last, right-aligned cell per item (its menu). */
  actions?: (item: Item) => ReactNode;
  alignTop?: boolean;
}) {
  const translate = useTranslate();
  const narrow = useNarrowScreen();
  if (narrow)
    // On a phone, a card per item, as the list's rows (narrowRows.tsx): label and value per line.
    return (
      <Table
        size="small"
        aria-label={label}
        sx={{ display: 'block', pl: 2, ...cardRowsSx('& > tbody > tr') }}
      >
        <TableBody sx={{ display: 'block' }}>
          {items.map((item) => (
            <TableRow key={item._id}>
              {actions ? <TableCell className={ROW_MENU_CELL}>{actions(item)}</TableCell> : null}
              {columns.map((c) => [
                <TableCell key={`${c.id}-label`} component="th" scope="row">
                  {translate(c.label)}
                </TableCell>,
                <TableCell key={c.id}>{cell(c, item)}</TableCell>,
              ])}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.id}>{translate(c.label)}</TableCell>
          ))}
          {actions ? <TableCell className={ROW_MENU_CELL} /> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item._id}>
            {columns.map((c) => (
              <TableCell key={c.id} sx={alignTop ? { verticalAlign: 'top' } : undefined}>
                {cell(c, item)}
              </TableCell>
            ))}
            {actions ? (
              <TableCell align="right" className={ROW_MENU_CELL}>
                {actions(item)}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
