import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';

/**
 * Shown when Unconsolidate is refused ({dropshipping: 0}, spec 000 section 4), with the server's
 * `msg`: not all suppliers in the order allow dropshipping, so consolidation is recommended.
 */
export const DropshippingAdvisory = ({ text, onClose }: { text: string; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="advisory-title" aria-describedby="advisory-text">
      <DialogTitle id="advisory-title">{translate('app.orders.advisory.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="advisory-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('app.orders.advisory.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
