import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { RowMenu, useCloseRowMenu } from '../../../src/components/list/RowMenu';
import { useActions } from '../../../src/components/actions/ActionsContext';

/**
 * The three-dot menu of one line: in the row of a one-product row, and in each expanded product
 * row of a row with several (the calls name one line each). The lists' row menu, named for its line.
 */
export const LineMenu = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <RowMenu label={translate(label, { _: label })} keepMounted={false}>
      {children}
    </RowMenu>
  );
};

/** An entry of a line's menu that opens its modal; disabled when the line's rule refuses. */
export const LineMenuItem = ({
  label,
  disabled = false,
  dialog,
}: {
  /** i18n key. */
  label: string;
  disabled?: boolean;
  dialog: (close: () => void) => ReactNode;
}) => {
  const translate = useTranslate();
  const closeMenu = useCloseRowMenu();
  const { showDialog, closeDialog } = useActions();
  return (
    <MenuItem
      disabled={disabled}
      onClick={() => {
        if (disabled) return;
        closeMenu();
        showDialog(dialog(closeDialog));
      }}
    >
      {translate(label)}
    </MenuItem>
  );
};
