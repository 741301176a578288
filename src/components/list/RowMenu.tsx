import { createContext, useCallback, useContext, useId, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { preloadOnIntent } from '../actions/lazyDialog';
import { openFragments } from './openFragments';

/** Lets a menu item close the row menu it sits in. */
const CloseRowMenu = createContext<() => void>(() => undefined);
export const useCloseRowMenu = () => useContext(CloseRowMenu);

/**
 * Puts the keyboard on the menu's first usable entry as it opens; arrows, Home and End then move
 * between entries (MUI's MenuList), Enter or Space chooses one, Escape and Tab close the menu.
 * MUI's own autoFocusItem cannot do it here: it hands `autoFocus` to the menu's direct children,
 * which are our entry components (or a fragment of them), and a kept-mounted menu focuses only once.
 */
function focusFirstEntry(paper: HTMLElement) {
  const entry = paper.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])');
  (entry ?? paper.querySelector<HTMLElement>('[role="menu"]'))?.focus();
}

/**
 * The three-dot menu at the end of a row (or of a product line); its entries (MenuItems) come
 * from the screen. Closing it, by Escape or by choosing an entry, gives the focus back to the
 * three dots, and so does the dialog an entry opens when it closes (MUI's focus trap restores
 * the element that had the focus before it).
 */
export const RowMenu = ({
  label,
  keepMounted = true,
  children,
}: {
  /** The three dots' accessible name (i18n key or text); by default 'Actions'. */
  label?: string;
  /** Kept in the page while closed, for an entry that hosts its own dialog (Delete). */
  keepMounted?: boolean;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  const open = !!anchor;
  return (
    <CloseRowMenu.Provider value={close}>
      <IconButton
        size="small"
        aria-label={label ? translate(label, { _: label }) : translate('app.list.row_menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        {...preloadOnIntent}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        keepMounted={keepMounted}
        variant="menu"
        autoFocus={false}
        onClick={(event) => event.stopPropagation()}
        slotProps={{ transition: { onEntering: focusFirstEntry } }}
      >
        {openFragments(children)}
      </Menu>
    </CloseRowMenu.Provider>
  );
};
