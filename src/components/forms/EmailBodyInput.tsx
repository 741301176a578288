import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';

// The rich-text editor (tiptap, about 135 kB gzip) is used by two forms only: it loads with
// them, not with the sign-in page.
const EmailBodyEditor = lazy(() => import('./EmailBodyEditor'));

/**
 * The rich-text body of a notification e-mail (field customeEmail), at least 200 px high, with
 * the hint about the {{table}} placeholder where the table of orders goes.
 */
export const EmailBodyInput = ({ source = 'customeEmail' }: { source?: string }) => (
  <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
    <EmailBodyEditor source={source} />
  </Suspense>
);
