import { createContext, useContext, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { useOrderActions } from '../../orders/actions/OrderActionsContext';

const CloseLineMenu = createContext<() => void>(() => undefined);

/**
 * The three-dot menu of one line: in the row of a one-product row, and in each expanded product
 * row of a row with several (the calls name one line each).
 */
export const LineMenu = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate(label, { _: label })}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close} onClick={(event) => event.stopPropagation()}>
        <CloseLineMenu.Provider value={close}>{children}</CloseLineMenu.Provider>
      </Menu>
    </>
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
  const closeMenu = useContext(CloseLineMenu);
  const { showDialog, closeDialog } = useOrderActions();
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
