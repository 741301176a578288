import { useMemo, type ReactNode } from 'react';
import { Form, useRecordContext, type RaRecord } from 'react-admin';
import { FormBanner } from './FormBanner';
import type { FormResolver } from './schemaResolver';
import { SubmitButton } from './SubmitButton';
import { useAddOrEditSave } from './useSaveWithBanner';

/**
 * The add and edit form of a master-data record (warehouses, suppliers, shipping agents): the
 * form prefilled on edit, the shared zod resolver, and the save with the server's msg
 * (useSaveWithBanner). Add goes back one page; edit goes where `afterEdit` says.
 */
export function MasterDataForm<R extends RaRecord>({
  mode,
  resource,
  banner: bannerName,
  texts,
  afterEdit,
  resolver,
  formValues,
  children,
}: {
  mode: 'create' | 'edit';
  resource: string;
  /** Spec 001 section 8's record name, e.g. 'WAREHOUSE' for ADD_WAREHOUSE and UPDATE_WAREHOUSE. */
  banner: string;
  /** The i18n prefix of the submit labels, e.g. 'app.warehouses' for .add and .update. */
  texts: string;
  afterEdit: 'back' | string;
  resolver: FormResolver;
  formValues: (record: R | undefined) => Record<string, unknown>;
  children: ReactNode;
}) {
  const record = useRecordContext<R>();
  const editing = mode === 'edit';
  const { onSubmit, banner, clearBanner, saving } = useAddOrEditSave({
    resource,
    editing,
    id: record?.id,
    updatedAt: record?.updatedAt,
    recordName: bannerName,
    afterEdit,
  });
  const values = useMemo(() => formValues(editing ? record : undefined), [formValues, editing, record]);
  if (editing && !record) return null;

  return (
    <>
      <FormBanner banner={banner} onClose={clearBanner} />
      <Form record={values} resolver={resolver} onSubmit={onSubmit} noValidate>
        {children}
        <SubmitButton label={editing ? `${texts}.update` : `${texts}.add`} saving={saving} />
      </Form>
    </>
  );
}
