import { useMemo } from 'react';
import { Create, Edit, Form, useRecordContext } from 'react-admin';
import {
  FormBanner,
  schemaResolver,
  SectionCard,
  SubmitButton,
  useSaveWithBanner,
} from '../components/forms';
import { ScreenHeading } from '../components/ScreenHeading';
import { useEntity, useEntityText, useFieldLabel } from './EntityContext';
import { emptyValue, EntityInput } from './EntityInput';

/**
 * The generated add and edit form: one section with an input per declared field, validated by
 * the same zod body as the server, saved with the server's msg; add goes back one page, edit
 * to the list.
 */
const EntityForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const entity = useEntity();
  const text = useEntityText();
  const label = useFieldLabel();
  const record = useRecordContext();
  const editing = mode === 'edit';
  const resolver = useMemo(() => schemaResolver(entity.body), [entity]);
  const banner = entity.name.replace(/-/g, '_').toUpperCase();
  const {
    onSubmit,
    banner: shown,
    clearBanner,
    saving,
  } = useSaveWithBanner({
    resource: entity.name,
    kind: editing ? 'update' : 'create',
    id: record?.id,
    bannerId: editing ? `UPDATE_${banner}` : `ADD_${banner}`,
    after: editing ? `/${entity.name}` : 'back',
  });
  const values = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(entity.fields).map(([key, field]) => [
          key,
          editing ? (record?.[key] ?? emptyValue(field)) : emptyValue(field),
        ]),
      ),
    [entity, editing, record],
  );
  if (editing && !record) return null;
  return (
    <>
      <FormBanner banner={shown} onClose={clearBanner} />
      <Form record={values} resolver={resolver} onSubmit={onSubmit} noValidate>
        <SectionCard title={text('details')}>
          {Object.entries(entity.fields).map(([source, field]) => (
            <EntityInput key={source} source={source} field={field} label={label(source)} editing={editing} />
          ))}
        </SectionCard>
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
