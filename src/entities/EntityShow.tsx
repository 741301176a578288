import Box from '@mui/material/Box';
import { EditButton, Show, useRecordContext } from 'react-admin';
import { ActivationBadge, DetailItem, SectionCard } from '../components/forms';
import { ScreenHeading } from '../components/ScreenHeading';
import { useEntity, useEntityText, useFieldLabel } from './EntityContext';
import { displayValue } from './displayValue';

const Details = () => {
  const entity = useEntity();
  const text = useEntityText();
  const label = useFieldLabel();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <EditButton label="app.list.edit" variant="contained" />
      </Box>
      <SectionCard title={text('details')} columns={3}>
        {Object.entries(entity.fields).map(([source, field]) => (
          <DetailItem key={source} label={label(source)} value={displayValue(field, record[source])} />
        ))}
        {entity.activation && (
          <DetailItem
            label="app.forms.fields.status"
            value={<ActivationBadge activated={record.activated} />}
          />
        )}
      </SectionCard>
    </>
  );
};

/** The generated detail view: every field, read-only, with Edit. */
export const EntityShow = () => {
  const text = useEntityText();
  return (
    <Show title={text('view_title')} component="div" actions={false}>
      <ScreenHeading title={text('view_title')} />
      <Details />
    </Show>
  );
};
