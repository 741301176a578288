import { useId, useState, type ReactElement, type ReactNode } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useSidebarState, useTranslate } from 'react-admin';

/** Lines sidebar items that are not links up with react-admin's menu links. */
export const sidebarItemSx = {
  color: 'text.secondary',
  borderLeft: '3px solid transparent',
  '& .MuiListItemIcon-root': { minWidth: 40, color: 'text.secondary' },
} as const;

/**
 * A sidebar entry that opens to show its children (Purchase Orders, Pickup Orders,
 * User Settings). It starts open when one of its children is the current screen. Its header is
 * an entry of the sidebar's menu in the Tab order (Enter or Space opens or closes it,
 * aria-expanded says which; a menu holds only menu items, so not a button), and the children it
 * shows are links in the Tab order too.
 */
export const SubMenu = ({
  label,
  icon,
  initiallyOpen,
  children,
}: {
  label: string;
  icon: ReactElement;
  initiallyOpen: boolean;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(initiallyOpen);
  const text = translate(label);
  const childrenId = useId();

  const header = (
    <MenuItem
      tabIndex={0}
      onClick={() => setOpen(!open)}
      aria-expanded={open}
      aria-controls={open ? childrenId : undefined}
      sx={sidebarItemSx}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {text}
      </Typography>
      {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
    </MenuItem>
  );

  return (
    <>
      {sidebarOpen ? (
        header
      ) : (
        <Tooltip title={text} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List
          id={childrenId}
          component="div"
          disablePadding
          sx={{
            '& .MuiMenuItem-root': { pl: sidebarOpen ? 3.5 : 2 },
            '& .MuiSvgIcon-root': { fontSize: 20 },
            // Collapsed to icons, the children need a backdrop to read as one group.
            bgcolor: sidebarOpen ? undefined : 'action.hover',
          }}
        >
          {children}
        </List>
      </Collapse>
    </>
  );
};
