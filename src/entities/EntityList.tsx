import { CreateButton, DataTable, useTranslate } from 'react-admin';
import { ActionsBanner, ActionsProvider } from '../components/actions';
import { ActivationBadge } from '../components/forms';
import {
  DeleteMenuItem,
  EditMenuItem,
  MasterRecordBulkButtons,
  ResourceList,
  ShowMenuItem,
  tagsOf,
  ToggleActivationMenuItem,
} from '../components/list';
import { useEntity, useEntityParts, useEntityText, useFieldLabel } from './EntityContext';
import { displayValue } from './displayValue';
import { valueAt } from './valueAt';
import { entitySorts } from '../../domain/entities/sorts';

/**
 * The generated list: the declared columns (a resource's own cells), search, the filter tags, Add,
 * the row menu, and its actions on the ticked rows (Activate, Deactivate, Delete) with their banner.
 */
export const EntityList = () => (
  <ActionsProvider>
    <EntityListBody />
  </ActionsProvider>
);

const EntityListBody = () => {
  const entity = useEntity();
  const { cells } = useEntityParts();
  const text = useEntityText();
  const label = useFieldLabel();
  const translate = useTranslate();
  const sorts = entitySorts(entity);
  const columns =
    entity.list ??
    Object.entries(entity.fields)
      .filter(([, field]) => field.list !== false)
      .map(([source]) => ({ source, label: '' }));
  return (
    <ResourceList
      title={text('list')}
      tags={entity.tags.length ? tagsOf(entity.tags) : undefined}
      actions={<CreateButton label={text('add')} variant="contained" />}
      banner={<ActionsBanner />}
      sorts={Object.keys(sorts)}
      rowMenu={[
        <ShowMenuItem key="show" />,
        <EditMenuItem key="edit" />,
        ...(entity.activation ? [<ToggleActivationMenuItem key="status" />] : []),
        <DeleteMenuItem key="delete" />,
      ]}
      bulkActionButtons={
        <MasterRecordBulkButtons
          activation={entity.activation}
          rowName={(record) => String(valueAt(record, entity.titleField) ?? record.id)}
        />
      }
    >
      {columns.map(({ source, label: columnLabel }) => {
        const field = entity.fields[source];
        return (
          <DataTable.Col
            key={source}
            source={source}
            label={columnLabel ? translate(columnLabel) : label(source)}
            // What the server computes (a schedule's label) does not sort.
            disableSort={!(source in sorts)}
            render={(record: Record<string, unknown>) =>
              cells?.[source]
                ? cells[source](record)
                : field
                  ? displayValue(field, valueAt(record, source))
                  : (valueAt(record, source) as string)
            }
          />
        );
      })}
      {entity.activation && (
        <DataTable.Col
          source="activated"
          label="app.forms.fields.status"
          render={(record: { activated: boolean }) => <ActivationBadge activated={record.activated} />}
        />
      )}
    </ResourceList>
  );
};
