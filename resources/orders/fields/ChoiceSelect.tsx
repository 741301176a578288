import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useRequestedAction, type RequestedAction } from '../../../src/components/actions';

/**
 * A small select in a table cell whose unset value reads 'Please Select' (spec 000 section 2).
 * It never keeps a choice itself: choosing asks for confirmation, and the list reloads after.
 */
export const ChoiceSelect = ({
  label,
  options,
  onChoose,
  openOn,
}: {
  /** Accessible name, an i18n key. */
  label: string;
  options: readonly { id: string; name: string }[];
  onChoose: (id: string) => void;
  /** Opens its choices on arrival when the address asks for this action on this record. */
  openOn?: RequestedAction;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useRequestedAction(openOn, () => setOpen(true));
  return (
    <TextField
      select
      size="small"
      value=""
      onChange={(event) => onChoose(event.target.value)}
      onClick={(event) => event.stopPropagation()}
      slotProps={{
        htmlInput: { 'aria-label': translate(label) },
        select: { displayEmpty: true, open, onOpen: () => setOpen(true), onClose: () => setOpen(false) },
      }}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="" disabled>
        {translate('app.orders.please_select')}
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {translate(option.name, { _: option.name })}
        </MenuItem>
      ))}
    </TextField>
  );
};
