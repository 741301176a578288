import { useCallback } from 'react';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import type { OpenWorkRow } from '../../../domain/schemas/openWork';

/** The references shown beside a count; the rest is "…" (the list is a reminder, not a report). */
const SHOWN_REFS = 3;

/**
 * What deactivating or deleting the chosen records would strand (issue 28 item 5), as the
 * confirmation lists it: per record with open work, its name and each kind counted, with the
 * numbers to look up. Nothing when no open work depends on them.
 */
export const OpenWorkList = ({ rows }: { rows: readonly OpenWorkRow[] }) => {
  const translate = useTranslate();
  const held = rows.filter((row) => row.work.length);
  if (!held.length) return null;
  return (
    <div data-testid="open-work">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {translate('app.list.open_work.intro')}
      </Typography>
      {held.map((row) => (
        <Typography key={row.id} component="div" variant="body2" sx={{ mb: 0.5 }}>
          <strong>{row.name}</strong>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {row.work.map((work) => {
              const refs = work.refs.slice(0, SHOWN_REFS).join(', ');
              const more = work.refs.length > SHOWN_REFS ? ', …' : '';
              return (
                <li key={work.kind}>
                  {translate(`app.list.open_work.kinds.${work.kind}`, {
                    smart_count: work.count,
                    // A declared entity's records referencing it, in its own words.
                    _: work.nouns && `${work.count} ${work.nouns[work.count === 1 ? 0 : 1]}`,
                  })}
                  {refs ? ` (${refs}${more})` : ''}
                </li>
              );
            })}
          </ul>
        </Typography>
      ))}
    </div>
  );
};

export const hasOpenWork = (rows: readonly OpenWorkRow[]) => rows.some((row) => row.work.length > 0);

/**
 * Reads the open work of records of `resource` before a Deactivate or Delete is confirmed. A
 * failed read (a resource without the call, the server away) reads as none known: the action's
 * own confirmation, and the server's refusal of a held deletion, still stand.
 */
export function useOpenWork(): (resource: string, ids: string[]) => Promise<OpenWorkRow[]> {
  const dataProvider = useDataProvider();
  return useCallback(
    async (resource, ids) => {
      try {
        return (await dataProvider.openWork?.(resource, { ids })) ?? [];
      } catch {
        return [];
      }
    },
    [dataProvider],
  );
}
