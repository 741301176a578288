import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-admin';
import type { z } from 'zod';
import { FormBanner, schemaResolver, SubmitButton, useSaveWithBanner } from '../../../src/components/forms';
import type { name as packs } from '../../packs/api';
import type { name as products } from '../api';
import { ChoicesError } from '../../../src/components/forms/ChoicesError';
import { lockedResolver } from '../../../src/components/forms/lockedResolver';

/**
 * The add and edit form of a product or a pack: the server's schema, the field locked on edit
 * (the product's supplier, the pack's internal SKU) validated and sent with the record's value,
 * the save with the server's msg (spec 001 section 8: packs share the product ids of the error
 * catalogue, ADD_PRODUCT...), then one page back.
 */
export function ProductRecordForm({
  resource,
  record,
  values,
  locked,
  schema,
  choices,
  submitLabel,
  children,
}: {
  resource: typeof products | typeof packs;
  /** The record being edited; none on add. */
  record?: { _id: string };
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
  const { onSubmit, banner, clearBanner, saving } = useSaveWithBanner({
    resource,
    kind: record ? 'update' : 'create',
    id: record?._id,
    bannerId: record ? 'UPDATE_PRODUCT' : 'ADD_PRODUCT',
    after: 'back',
  });
  const editing = !!record;
  const lockedKey = JSON.stringify(locked);
  const resolver = useMemo(
    () => (editing ? lockedResolver(schema, JSON.parse(lockedKey)) : schemaResolver(schema)),
    [editing, schema, lockedKey],
  );
  return (
    <>
      <FormBanner banner={banner} onClose={clearBanner} />
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
