import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { DialogFailure } from './DialogFailure';
import { useOrderActions } from './OrderActionsContext';

/**
 * The comment and invoice-number dialogs (spec 000 sections 2 and 5): one required text,
 * checked by the same schema as the server's, saved with the server's msg as the banner.
 */
export const OrderTextDialog = ({
  title,
  label,
  initial,
  multiline,
  schema,
  save,
  onClose,
}: {
  title: string;
  label: string;
  initial: string;
  multiline?: boolean;
  /** The field's rule from domain/schemas/orders.ts. */
  schema: z.ZodType<string>;
  save: (value: string) => Promise<{ msg: string }>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { submit } = useOrderActions();
  const [failure, setFailure] = useState<string | null>(null);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const checked = schema.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? translate('ra.validation.required'));
      return;
    }
    setRunning(true);
    const refused = await submit(() => save(checked.data));
    setRunning(false);
    if (refused) setFailure(refused);
    else onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="order-text-title">
      <form onSubmit={onSave} noValidate>
        <DialogTitle id="order-text-title">{translate(title)}</DialogTitle>
        <DialogContent>
          <DialogFailure message={failure} />
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={translate(label)}
            value={value}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            error={!!error}
            helperText={error ?? ' '}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={running}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
