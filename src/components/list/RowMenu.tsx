import { createContext, useContext, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';

/** Lets a menu item close the row menu it sits in. */
const CloseRowMenu = createContext<() => void>(() => undefined);
export const useCloseRowMenu = () => useContext(CloseRowMenu);

/** The three-dot menu at the end of a row; its items come from the resource's list file. */
export const RowMenu = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('app.list.row_menu')}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {/* keepMounted: an entry's own dialog (Delete) outlives the menu that closes behind it. */}
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        keepMounted
        onClick={(event) => event.stopPropagation()}
      >
        <CloseRowMenu.Provider value={close}>{children}</CloseRowMenu.Provider>
      </Menu>
    </>
  );
};
