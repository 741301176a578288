import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-admin';
import type { z } from 'zod';
import { FormBanner } from './FormBanner';
import { schemaResolver } from './schemaResolver';
import { SubmitButton } from './SubmitButton';
import { useAddOrEditSave } from './useSaveWithBanner';
import { lockedResolver } from './lockedResolver';
import { ChoicesError } from './ChoicesError';

/**
 * An add and edit form whose choices come from another list and with a field locked on edit
 * (a product's supplier, a pack's internal SKU): the server's schema, the locked field
 * validated and sent with the record's value, the save with the server's msg under the
 * banner ids ADD_<banner> and UPDATE_<banner> (spec 001 section 8), then one page back.
 */
export function LockedFieldForm({
  resource,
  banner,
  record,
  values,
  locked,
  schema,
  choices,
  submitLabel,
  children,
}: {
  resource: string;
  /** The error catalogue's word of the banner ids ('PRODUCT': packs share the product ids). */
  banner: string;
  /** The record being edited; none on add. */
  record?: { _id: string; updatedAt?: string };
  values: Record<string, unknown> | undefined;
  /** The field locked on edit, with the record's value. */
  locked: Record<string, unknown>;
  schema: z.ZodType;
  /** The select's list failure: its i18n label and the error. */
  choices: { label: string; error: string | null };
  /** i18n keys of the submit button on add and on edit. */
  submitLabel: { add: string; edit: string };
  children: ReactNode;
}) {
  const editing = !!record;
  const {
    onSubmit,
    banner: shown,
    clearBanner,
    saving,
  } = useAddOrEditSave({
    resource,
    editing,
    id: record?._id,
    updatedAt: record?.updatedAt,
    recordName: banner,
  });
  const lockedKey = JSON.stringify(locked);
  const resolver = useMemo(
    () => (editing ? lockedResolver(schema, JSON.parse(lockedKey)) : schemaResolver(schema)),
    [editing, schema, lockedKey],
  );
  return (
    <>
      <FormBanner banner={shown} onClose={clearBanner} />
      <ChoicesError label={choices.label} error={choices.error} />
      <Form
        record={values}
        resolver={resolver}
        noValidate
        onSubmit={(submitted: Record<string, unknown>) =>
          // A disabled input is left out of the submitted values: the locked field is added back.
          onSubmit(record ? { ...submitted, ...locked, _id: record._id } : submitted)
        }
      >
        {children}
        <SubmitButton label={editing ? submitLabel.edit : submitLabel.add} saving={saving} />
      </Form>
    </>
  );
}
