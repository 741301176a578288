import { useMemo } from 'react';
import { Create, Edit, Form, useRecordContext, useTranslate } from 'react-admin';
import { FormBanner, schemaResolver, SectionCard, SubmitButton, useAddOrEditSave } from '../components/forms';
import { ScreenHeading } from '../components/ScreenHeading';
import { useEntity, useEntityParts, useEntityText, useFieldLabel, useSections } from './EntityContext';
import { valueAt } from './valueAt';
import { emptyValue, EntityInput } from './EntityInput';
import { ownerFields } from '../../domain/entities/owned';
import type { OwnerKind } from '../../domain/owners';

/**
 * The generated add and edit form: one section with an input per declared field, validated by
 * the same zod body as the server, saved with the server's msg; add goes back one page, edit
 * to the list.
 */
const EntityForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const entity = useEntity();
  const { afterEdit, formPanel: FormPanel } = useEntityParts();
  const text = useEntityText();
  const label = useFieldLabel();
  const record = useRecordContext();
  const editing = mode === 'edit';
  const resolver = useMemo(() => schemaResolver(entity.body), [entity]);
  const sections = useSections('form');
  // Which fields name the record's owner: a Supplier or Warehouse user is offered only its own.
  const ownerOfField = useMemo(
    () =>
      Object.fromEntries(Object.entries(ownerFields(entity)).map(([kind, field]) => [field, kind])) as Record<
        string,
        OwnerKind
      >,
    [entity],
  );
  const translate = useTranslate();
  // Spec 001 section 8's ids: ADD_SHIPPING_AGENT, UPDATE_SHIPPING_AGENT.
  const banner = entity.singular.replace(/\s+/g, '_').toUpperCase();
  const {
    onSubmit,
    banner: shown,
    clearBanner,
    saving,
  } = useAddOrEditSave({
    resource: entity.name,
    editing,
    id: record?.id,
    updatedAt: record?.updatedAt,
    recordName: banner,
    afterEdit: afterEdit ?? `/${entity.name}`,
  });
  const values = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(entity.fields).map(([key, field]) => [
          key,
          editing ? (valueAt(record, field.record ?? key) ?? emptyValue(field)) : emptyValue(field),
        ]),
      ),
    [entity, editing, record],
  );
  if (editing && !record) return null;
  return (
    <>
      <FormBanner banner={shown} onClose={clearBanner} />
      <Form record={values} resolver={resolver} onSubmit={onSubmit} noValidate>
        {sections.map((section) => (
          <SectionCard
            key={section.title}
            title={translate(section.title, { _: section.title })}
            columns={section.columns}
          >
            {section.fields.map((source) =>
              typeof source === 'string' && entity.fields[source]?.form !== false ? (
                <EntityInput
                  key={source}
                  source={source}
                  field={entity.fields[source]}
                  label={label(source)}
                  editing={editing}
                  owner={ownerOfField[source]}
                />
              ) : null,
            )}
          </SectionCard>
        ))}
        {FormPanel && <FormPanel id={editing && record ? String(record.id) : undefined} />}
        <SubmitButton label={editing ? text('update') : text('add')} saving={saving} />
      </Form>
    </>
  );
};

export const EntityCreate = () => {
  const text = useEntityText();
  return (
    <Create title={text('add')} component="div" actions={false}>
      <ScreenHeading title={text('add')} />
      <EntityForm mode="create" />
    </Create>
  );
};

export const EntityEdit = () => {
  const text = useEntityText();
  return (
    <Edit title={text('edit_title')} component="div" actions={false} mutationMode="pessimistic">
      <ScreenHeading title={text('edit_title')} />
      <EntityForm mode="edit" />
    </Edit>
  );
};
