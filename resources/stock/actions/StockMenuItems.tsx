import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { keyOf, stockPath, type StockEntry } from '../stockApi';

/** A stock row's menu entry that opens one of the entry's screens, carrying the entry. */
const StockMenuItem = ({ screen, label }: { screen: 'history' | 'remove'; label: string }) => {
  const entry = useRecordContext<StockEntry>();
  const navigate = useNavigate();
  const translate = useTranslate();
  if (!entry) return null;
  return (
    <MenuItem onClick={() => navigate(stockPath(screen, keyOf(entry)), { state: { entry } })}>
      {translate(label)}
    </MenuItem>
  );
};

/** 'View History': the additions and removals of this entry. */
export const ViewHistoryMenuItem = () => <StockMenuItem screen="history" label="app.stock.view_history" />;

/** 'Remove units': the Update Stock form of this entry. */
export const RemoveUnitsMenuItem = () => <StockMenuItem screen="remove" label="app.stock.remove_units" />;
