import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, FormDataConsumer, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { useOneAtATime } from '../../../src/components/actions';
import { schemaResolver } from '../../../src/components/forms/schemaResolver';
import { DialogFailure } from '../../../src/components/actions/DialogFailure';
import type { LineSaveResult } from './useLineMutation';

/**
 * A modal of the supplier view with typed input: a react-admin form checked by the request
 * body's zod schema (domain/schemas/purchasing.ts), the same the server checks. The line's ids
 * travel in the form's record. A refusal stays in the modal with what was typed; a save closes
 * it, at once or, with `closeAfterMs`, after showing the server's msg that long.
 */
export function LineDialogForm<Values extends Record<string, unknown>>({
  id,
  title,
  schema,
  record,
  submitLabel,
  save,
  onClose,
  closeAfterMs,
  ready,
  children,
}: {
  /** The title's element id. */
  id: string;
  /** i18n key. */
  title: string;
  schema: z.ZodType<Values>;
  /** The line's ids and the fields' starting values. */
  record: Record<string, unknown>;
  /** i18n key of the submit button ('DONE', 'Done', 'Save'). */
  submitLabel: string;
  save: (values: Values) => Promise<LineSaveResult>;
  onClose: () => void;
  closeAfterMs?: number;
  /** Whether the submit button may be pressed yet (a choice is made); always by default. */
  ready?: (values: Record<string, unknown>) => boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { once, isPending: running } = useOneAtATime();
  useEffect(() => {
    if (saved === null || !closeAfterMs) return;
    const timer = setTimeout(onClose, closeAfterMs);
    return () => clearTimeout(timer);
  }, [saved, closeAfterMs, onClose]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={id}>
      <Form
        record={record}
        resolver={schemaResolver(schema)}
        noValidate
        onSubmit={(values: Record<string, unknown>) =>
          once(async () => {
            setFailure(null);
            const result = await save(values as Values);
            if ('refused' in result) {
              if (result.refused === null) onClose();
              else setFailure(result.refused);
            } else if (closeAfterMs) setSaved(result.saved);
            else onClose();
          })
        }
      >
        <DialogTitle id={id}>{translate(title)}</DialogTitle>
        <DialogContent>
          <DialogFailure message={failure} />
          {saved !== null ? (
            <Alert severity="success" role="status" sx={{ mb: 1 }}>
              {translate(saved, { _: saved })}
            </Alert>
          ) : null}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <FormDataConsumer>
            {({ formData }) => (
              <Button
                type="submit"
                variant="contained"
                disabled={running || saved !== null || (ready ? !ready(formData) : false)}
              >
                {translate(submitLabel)}
              </Button>
            )}
          </FormDataConsumer>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
