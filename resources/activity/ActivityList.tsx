import Box from '@mui/material/Box';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import { ACTIVITY_KINDS } from '../../domain/activity';
import type { ActivityRecord } from '../../domain/schemas/activity';
import { ResourceList } from '../../src/components/list';
import { DownloadButton } from '../../src/components/DownloadButton';
import { formatUtcDateTime } from '../../src/i18n/shown';
import { SHOWN_VALUE_LISTS } from '../../src/i18n/valueTexts';
import { ActivityFilters } from './ActivityFilters';

const KIND_TAGS = ACTIVITY_KINDS.map((kind) => ({ id: kind, name: `app.values.activity_kinds.${kind}` }));

/** A user by e-mail and role; the scheduler, or a shop by its name. */
const Actor = ({ row }: { row: ActivityRecord }) => {
  const translate = useTranslate();
  const { kind, name, role } = row.actor;
  if (kind === 'user') return <>{role ? `${name ?? ''} (${role})` : (name ?? '')}</>;
  const who = translate(`app.values.actor_kinds.${kind}`);
  // The scheduler names itself by its kind: said once.
  return <>{name && name !== kind ? `${who}: ${name}` : who}</>;
};

const valueShown = (value: unknown, empty: string) =>
  value === null || value === undefined || value === ''
    ? empty
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * Each changed field with its value before and after; a created record says so. A value of a
 * domain value list (a status, a condition) is shown in the reader's language, as the screens
 * show it; anything else as it is stored.
 */
const Changes = ({ row }: { row: ActivityRecord }) => {
  const translate = useTranslate();
  if (!row.changes) return <>{row.kind === 'created' ? translate('app.activity.created') : ''}</>;
  const empty = translate('app.activity.no_value');
  const word = (value: unknown) => {
    const shown = valueShown(value, empty);
    const list = SHOWN_VALUE_LISTS.find((l) => l.values.includes(shown));
    return list ? translate(list.text(shown), { _: shown }) : shown;
  };
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
      {Object.entries(row.changes).map(([field, [before, after]]) => (
        <li key={field}>
          <strong>{field}</strong>
          {`: ${word(before)} → ${word(after)}`}
        </li>
      ))}
    </Box>
  );
};

const ExportActivityButton = () => {
  const { filterValues } = useListContext();
  return <DownloadButton download={(dp) => dp.exportActivityCsv({ filter: filterValues })} />;
};

/**
 * Who changed what (issue 32 item 3): newest first, filtered by kind (the Filter tags), table,
 * record, order, actor and time, searched, and exported as CSV. Read only: no row has an action.
 */
export const ActivityList = () => {
  const translate = useTranslate();
  return (
    <ResourceList
      resource="activity"
      title="app.screens.activity"
      tags={KIND_TAGS}
      filters={<ActivityFilters />}
      actions={<ExportActivityButton />}
      sorts={['at']}
    >
      <DataTable.Col<ActivityRecord>
        source="at"
        label="app.activity.columns.at"
        render={(row) => formatUtcDateTime(row.at)}
      />
      <DataTable.Col<ActivityRecord>
        label="app.activity.columns.actor"
        disableSort
        render={(row) => <Actor row={row} />}
      />
      <DataTable.Col<ActivityRecord>
        label="app.activity.columns.record"
        disableSort
        render={(row) => (
          <>
            {row.resource}
            <Box component="span" sx={{ display: 'block', fontSize: '0.8em', color: 'text.secondary' }}>
              {row.recordId}
            </Box>
          </>
        )}
      />
      <DataTable.Col<ActivityRecord>
        label="app.activity.columns.kind"
        disableSort
        render={(row) => translate(`app.values.activity_kinds.${row.kind}`)}
      />
      <DataTable.Col<ActivityRecord>
        label="app.activity.columns.changes"
        disableSort
        render={(row) => <Changes row={row} />}
      />
    </ResourceList>
  );
};

export default ActivityList;
