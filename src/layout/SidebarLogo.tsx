import Box from '@mui/material/Box';
import { useSidebarState, useTranslate } from 'react-admin';
import { useWordmark } from '../theme';

/** The logo at the top of the sidebar (spec 000 section 1); only the mark when collapsed. */
export const SidebarLogo = () => {
  const [open] = useSidebarState();
  const translate = useTranslate();
  const wordmark = useWordmark();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: open ? 2 : 1, py: 1.5, minHeight: 56 }}>
      <Box
        component="img"
        src={open ? wordmark : '/logo-mark.svg'}
        alt={translate('app.logo_alt')}
        sx={{ height: open ? 36 : 32, maxWidth: '100%' }}
      />
    </Box>
  );
};
