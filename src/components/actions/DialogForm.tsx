import { useEffect, useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, FormDataConsumer, useLocale, useTranslate } from 'react-admin';
import { isLanguage, type Language } from '../../../domain/preferences';
import type { DialogQuestion } from '../forms/DayInput';
import type { z } from 'zod';
import { schemaResolver } from '../forms/schemaResolver';
import { ConfirmDialog } from './ConfirmDialog';
import { DialogFailure } from './DialogFailure';
import { useOneAtATime } from './useOneAtATime';
import type { SaveOutcome } from './useWrite';

/**
 * An action's dialog with typed input: a react-admin form checked by the shared zod schema, the
 * same as the server's (domain/schemas/). A refused save keeps the dialog open with what was
 * typed, the server's refusal shown inside it; a saved one closes it, at once or, with
 * `closeAfterMs`, after showing the server's msg that long. The submit button is disabled while
 * the save runs, and a second submit meanwhile joins it (useOneAtATime).
 */
export function DialogForm<Values extends Record<string, unknown>>({
  title,
  schema,
  record,
  save,
  onClose,
  submitLabel = 'ra.action.save',
  maxWidth = 'sm',
  closeAfterMs,
  ready,
  confirm,
  children,
}: {
  /** i18n key. */
  title: string;
  schema: z.ZodType<Values>;
  /** The fields' starting values (and ids the call needs). */
  record: Record<string, unknown>;
  save: (values: Values) => Promise<SaveOutcome>;
  onClose: () => void;
  /** i18n key of the submit button (the specs' Done, DONE, Add). */
  submitLabel?: string;
  maxWidth?: DialogProps['maxWidth'];
  closeAfterMs?: number;
  /** Whether the submit button may be pressed yet (a choice is made); always by default. */
  ready?: (values: Record<string, unknown>) => boolean;
  /** A question to answer before saving these values (a past day); null to save at once. */
  confirm?: (values: Values, language: Language) => DialogQuestion | null;
  children: ReactNode;
}) {
  const translate = useTranslate();
  // The title names the dialog (aria-labelledby): an id of its own, unique on the page.
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { once, isPending: running } = useOneAtATime();
  const locale = useLocale();
  const [asking, setAsking] = useState<{ values: Values; question: DialogQuestion } | null>(null);
  const run = (values: Values) =>
    once(async () => {
      setFailure(null);
      const outcome = await save(values);
      if (outcome && 'refused' in outcome) setFailure(outcome.refused);
      else if (outcome && closeAfterMs) setSaved(outcome.saved);
      else onClose();
    });
  useEffect(() => {
    if (saved === null || !closeAfterMs) return;
    const timer = setTimeout(onClose, closeAfterMs);
    return () => clearTimeout(timer);
  }, [saved, closeAfterMs, onClose]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={id}>
      <Form
        record={record}
        resolver={schemaResolver(schema)}
        noValidate
        onSubmit={(raw: Record<string, unknown>) => {
          const values = raw as Values;
          const question = confirm?.(values, isLanguage(locale) ? locale : 'en');
          return question ? setAsking({ values, question }) : run(values);
        }}
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
      {asking ? (
        <ConfirmDialog
          title={asking.question.title}
          detail={
            asking.question.detail ? translate(asking.question.detail, asking.question.args) : undefined
          }
          question={translate(asking.question.question, asking.question.args)}
          confirm={asking.question.confirm ?? 'app.forms.day.set_anyway'}
          confirmColor={asking.question.confirm ? undefined : 'warning'}
          onConfirm={() => run(asking.values)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Dialog>
  );
}
