import Box from '@mui/material/Box';
import { EditButton, RichTextField, Show, useRecordContext, useTranslate } from 'react-admin';
import { ActivationBadge, DetailItem, ScheduleText, SectionCard } from '../components/forms';
import { ScreenHeading } from '../components/ScreenHeading';
import { ActivityButton } from '../components/ActivityLink';
import { useEntity, useEntityParts, useEntityText, useFieldLabel, useSections } from './EntityContext';
import { displayValue } from './displayValue';
import { valueAt } from './valueAt';

const Details = () => {
  const entity = useEntity();
  const { details, sections: own = {} } = useEntityParts();
  const text = useEntityText();
  const label = useFieldLabel();
  const translate = useTranslate();
  const record = useRecordContext();
  const sections = useSections('show');
  if (!record) return null;
  const item = (entry: string | { source: string; label: string }) => {
    if (typeof entry !== 'string')
      return (
        <DetailItem
          key={entry.source}
          label={entry.label}
          value={show(entry.source, valueAt(record, entry.source))}
        />
      );
    if (entry === 'activated')
      return (
        <DetailItem
          key="activated"
          label="app.forms.fields.status"
          value={<ActivationBadge activated={record.activated} />}
        />
      );
    const field = entity.fields[entry];
    const value = valueAt(record, field.record ?? entry);
    if (details?.[entry])
      return <DetailItem key={entry} label={label(entry)} value={details[entry](record)} />;
    if (field.kind === 'richText')
      return (
        <DetailItem
          key={entry}
          label={label(entry)}
          value={value ? <RichTextField source={field.record ?? entry} /> : null}
        />
      );
    return <DetailItem key={entry} label={label(entry)} value={displayValue(field, value)} />;
  };
  // A computed value may be a schedule, shown in words.
  const show = (source: string, value: unknown) =>
    source === 'notification_schedule' ? <ScheduleText value={value as string} /> : (value as string | null);
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 2 }}>
        <ActivityButton of={{ resource: entity.name, recordId: String(record.id) }} />
        <EditButton label={text('edit')} variant="contained" />
      </Box>
      {sections.map((section) => {
        const Own = own[section.title];
        return Own ? (
          <Own key={section.title} />
        ) : (
          <SectionCard
            key={section.title}
            title={translate(section.title, { _: section.title })}
            columns={section.columns ?? 3}
          >
            {section.fields.map(item)}
          </SectionCard>
        );
      })}
      {Object.entries(own)
        .filter(([title]) => !sections.some((section) => section.title === title))
        .map(([title, Own]) => (
          <Own key={title} />
        ))}
    </>
  );
};

/** The generated detail view: the declared sections, read-only, with Edit. */
export const EntityShow = () => {
  const text = useEntityText();
  return (
    <Show title={text('view_title')} component="div" actions={false}>
      <ScreenHeading title={text('view_title')} />
      <Details />
    </Show>
  );
};
