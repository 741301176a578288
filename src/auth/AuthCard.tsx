import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useWordmark } from '../theme';

/** The frame of the logged-out screens: the logo (spec 000 section 1), a title, the form. */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const wordmark = useWordmark();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) =>
          theme.palette.mode === 'dark'
            ? `linear-gradient(160deg, #121a24 0%, ${theme.palette.background.default} 55%, #12201d 100%)`
            : 'linear-gradient(160deg, #eef3f8 0%, #f5f7fa 55%, #e9f1ef 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400, boxShadow: '0 8px 24px rgba(16, 24, 40, 0.08)' }}>
        <CardContent sx={{ p: 4, '&:last-child': { pb: 4 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
            <Box component="img" src={wordmark} alt={translate('app.logo_alt')} sx={{ height: 48 }} />
          </Box>
          <Typography variant="h2" component="h1" align="center" sx={{ mb: 2 }}>
            {translate(title)}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
