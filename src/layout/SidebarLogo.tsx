import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useSidebarState, useTranslate } from 'react-admin';

/** The logo at the top of the sidebar (spec 000 section 1); only the mark when collapsed. */
export const SidebarLogo = () => {
  const [open] = useSidebarState();
  const translate = useTranslate();
  // The wordmark's ink follows the theme; the mark reads on both.
  const wordmark = useTheme().palette.mode === 'dark' ? '/logo-dark.svg' : '/logo.svg';
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
