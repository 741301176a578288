import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/**
 * One titled section of a form or a detail screen (e.g. 'Warehouse Details', 'Address
 * Details'). Its fields sit in a grid of `columns` columns that folds to one on narrow screens.
 */
export const SectionCard = ({
  title,
  columns = 2,
  children,
}: {
  /** i18n key of the heading. */
  title: string;
  columns?: 1 | 2 | 3;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card component="section" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
          {translate(title, { _: title })}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            rowGap: 0.5,
            gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` },
            '& > .full-row': { gridColumn: '1 / -1' },
          }}
        >
          {children}
        </Box>
      </CardContent>
    </Card>
  );
};
