import { useMemo } from 'react';
import { TextInput } from 'react-admin';
import { z } from 'zod';
import { DialogForm } from './DialogForm';
import type { SaveOutcome } from './useWrite';

/**
 * The comment and invoice-number dialogs (spec 000 sections 2 and 5): one required text,
 * checked by the same schema as the server's, saved with the server's msg as the banner.
 */
export interface TextDialogProps {
  title: string;
  label: string;
  initial: string;
  multiline?: boolean;
  /** The field's rule from domain/schemas/orders.ts. */
  schema: z.ZodType<string>;
  save: (value: string) => Promise<SaveOutcome>;
  onClose: () => void;
}

export const TextDialog = ({ title, label, initial, multiline, schema, save, onClose }: TextDialogProps) => {
  const form = useMemo(() => z.object({ text: schema }), [schema]);
  return (
    <DialogForm
      title={title}
      schema={form}
      record={{ text: initial }}
      save={({ text }) => save(text as string)}
      onClose={onClose}
    >
      <TextInput
        source="text"
        label={label}
        autoFocus
        fullWidth
        isRequired
        margin="dense"
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
      />
    </DialogForm>
  );
};
