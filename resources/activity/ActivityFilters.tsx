import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useListContext, useTranslate } from 'react-admin';
import { ACTIVITY_FILTERS, type ActivityFilter } from '../../domain/activity';

/** The time filters read and write UTC instants; the field shows them as UTC, as the list does. */
const TIMES: readonly ActivityFilter[] = ['from', 'to'];
const shownTime = (iso: string) => (iso.length >= 16 ? iso.slice(0, 16) : iso);
const sentTime = (local: string) => (local ? `${local}:00.000Z` : '');

type Values = Record<ActivityFilter, string>;

const valuesOf = (filter: Record<string, unknown>): Values =>
  Object.fromEntries(
    ACTIVITY_FILTERS.map((key) => {
      const value = typeof filter[key] === 'string' ? (filter[key] as string) : '';
      return [key, TIMES.includes(key) ? shownTime(value) : value];
    }),
  ) as Values;

/**
 * Activity's own filters beside search and the Filter tags: table, record, order, actor and a
 * time range. Each applies on Enter or on leaving its field; a record's page and the order's
 * timeline arrive with theirs set. The order id is shown only when a link set it.
 */
export const ActivityFilters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const applied = valuesOf(filterValues);
  const [draft, setDraft] = useState<Values>(applied);
  const key = JSON.stringify(applied);
  useEffect(() => setDraft(valuesOf(filterValues)), [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const apply = (next: Values) => {
    const kept: Record<string, unknown> = { ...filterValues };
    for (const name of ACTIVITY_FILTERS) {
      const value = next[name].trim();
      if (value) kept[name] = TIMES.includes(name) ? sentTime(value) : value;
      else delete kept[name];
    }
    setFilters(kept, undefined, false);
  };
  const shown = ACTIVITY_FILTERS.filter((name) => name !== 'orderId' || applied.orderId);
  const anySet = ACTIVITY_FILTERS.some((name) => applied[name]);

  return (
    <>
      {shown.map((name) => (
        <TextField
          key={name}
          size="small"
          label={translate(`app.activity.filters.${name}`)}
          type={TIMES.includes(name) ? 'datetime-local' : 'text'}
          slotProps={TIMES.includes(name) ? { inputLabel: { shrink: true } } : undefined}
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          onBlur={() => draft[name] !== applied[name] && apply(draft)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(draft);
          }}
          sx={{ width: name === 'actor' || name === 'recordId' || name === 'orderId' ? 220 : 190 }}
        />
      ))}
      {anySet ? (
        <Button size="small" onClick={() => apply(valuesOf({}))}>
          {translate('app.activity.filters.clear')}
        </Button>
      ) : null}
    </>
  );
};
