import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslate } from 'react-admin';
import { ScreenHeading } from '../components/ScreenHeading';
import type { LaterIssue } from '../../resources/definition';

/** Which issue builds what; shown on the placeholder so nobody mistakes it for the screen. */
const ISSUES: Record<LaterIssue, { number?: number; name: string }> = {
  masterData: { number: 3, name: 'app.issues.master_data' },
  orders: { number: 4, name: 'app.issues.orders' },
  purchasing: { name: 'app.issues.purchasing' },
};

/** The shared placeholder for a route whose screen a later issue builds. */
export const NotBuiltYet = ({ title, issue }: { title: string; issue: LaterIssue }) => {
  const translate = useTranslate();
  const { number, name } = ISSUES[issue];
  return (
    <>
      <ScreenHeading title={title} />
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <ConstructionIcon color="action" />
          <div>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {translate('app.placeholder.not_built')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {number === undefined
                ? translate('app.placeholder.comes_later', { name: translate(name) })
                : translate('app.placeholder.comes_with_issue', { number, name: translate(name) })}
            </Typography>
          </div>
        </CardContent>
      </Card>
    </>
  );
};
