import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useOneAtATime } from '../../../src/components/actions';
import { schemaResolver } from '../../../src/components/forms/schemaResolver';
import { DialogFailure } from './DialogFailure';

/**
 * An order dialog with typed input: a react-admin form checked by the shared zod schema, the
 * same as the server's. A refused save keeps the dialog open with what was typed, the server's
 * refusal shown inside it; a saved one closes it. The submit button is disabled while the save
 * runs, and a second submit meanwhile joins it (useOneAtATime).
 */
export function OrderDialogForm<Values extends Record<string, unknown>>({
  id,
  title,
  schema,
  defaultValues,
  save,
  onClose,
  submitLabel = 'ra.action.save',
  children,
}: {
  /** The dialog title's element id. */
  id: string;
  /** i18n key. */
  title: string;
  schema: z.ZodType<Values>;
  defaultValues: Record<string, unknown>;
  /** null once saved, else the refusal. */
  save: (values: Values) => Promise<string | null>;
  onClose: () => void;
  /** i18n key of the submit button (the specs' Done, Add). */
  submitLabel?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const [failure, setFailure] = useState<string | null>(null);
  const { once, isPending: running } = useOneAtATime();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
      <Form
        record={defaultValues}
        resolver={schemaResolver(schema)}
        noValidate
        onSubmit={(values: Record<string, unknown>) =>
          once(async () => {
            const refused = await save(values as Values);
            if (refused) setFailure(refused);
            else onClose();
          })
        }
      >
        <DialogTitle id={id}>{translate(title)}</DialogTitle>
        <DialogContent>
          <DialogFailure message={failure} />
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={running}>
            {translate(submitLabel)}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
