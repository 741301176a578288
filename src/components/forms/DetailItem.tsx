import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * One read-only value of a detail screen: its label above it. A missing value reads `empty`
 * (an i18n key, e.g. 'Not Set' for pickup times, spec 001 "Warehouse forms").
 */
export const DetailItem = ({
  label,
  value,
  empty = 'app.forms.not_set',
  fullRow,
}: {
  label: string;
  value: ReactNode;
  empty?: string;
  fullRow?: boolean;
}) => {
  const translate = useTranslate();
  const missing = isEmpty(value);
  return (
    <Box className={fullRow ? 'full-row' : undefined} sx={{ py: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 600 }}>
        {translate(label, { _: label })}
      </Typography>
      <Typography
        variant="body1"
        component="div"
        color={missing ? 'text.secondary' : 'text.primary'}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {missing ? translate(empty, { _: empty }) : value}
      </Typography>
    </Box>
  );
};
