import {
  useListContext,
  useResourceContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../../dataProvider';
import { errorMessage } from '../../../dataProvider/errors';
import { isSignedOut, useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import type { BatchAnswer } from '../../../domain/schemas/batch';
import { batchCounts, isUnchanged, summarizeBatch } from '../../../domain/batch';
import type { Banner } from '../MessageBanner';
import { useActions } from './ActionsContext';
import { useOneAtATime, useReload } from './useOneAtATime';
import type { SaveOutcome } from './useWrite';

/** Refused rows listed in the banner; the count says the rest. */
const LISTED = 20;

/** A batch call of the dataProvider: the selected ids and the action's parameters. */
export type BatchCall<Params> = (
  dataProvider: AppDataProvider,
  ids: string[],
  params: Params,
) => Promise<BatchAnswer>;

/**
 * The batch twin of useWrite, inside a list (react-admin's ListContext): `run(ids, params)`
 * calls the batch through a typed dataProvider method; the banner then says "12 changed, 2
 * refused" and lists the refused rows by name (the row's `label` in the answer, which needs no
 * copy of the row, as after a reload; else `rowName` of the row read before, else its id) with
 * their reasons ("41 already so" counted apart); the done rows and those already so leave the
 * selection, the refused stay selected; the list
 * reloads. A refusal of the whole call (400, 403) is given back, for a dialog to show, and is
 * the red banner too. One call at a time (useOneAtATime).
 */
export function useBatchWrite<Params, R extends { id?: Identifier } = { id?: Identifier }>(
  call: BatchCall<Params>,
  { rowName }: { rowName?: (record: R) => string } = {},
) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const reload = useReload();
  const { setBanner } = useActions();
  const { data, selectedIds, onSelect } = useListContext();
  const resource = useResourceContext();
  const queryClient = useQueryClient();
  const { once, isPending } = useOneAtATime();
  const mutation = useMutation({
    mutationFn: ({ ids, params }: { ids: string[]; params: Params }) => call(dataProvider, ids, params),
  });

  // A row ticked on another page (or by Select all) is named from the list's pages read before.
  const nameOf = (id: string) => {
    const record =
      (data as R[] | undefined)?.find((row) => String(row.id) === id) ??
      readBefore<R>(queryClient, resource, id);
    return record && rowName ? rowName(record) : id;
  };

  const run = (ids: string[], params: Params): Promise<SaveOutcome> =>
    once(async () => {
      try {
        const answer = await mutation.mutateAsync({ ids, params });
        setBanner(batchBanner(answer, nameOf, translate));
        // A row already so is where the action takes it: it leaves the selection as a done one.
        const refused = new Set(
          answer.rows.filter((r) => r.outcome === 'refused' && !isUnchanged(r)).map((r) => r.id),
        );
        onSelect(selectedIds.filter((id: Identifier) => refused.has(String(id))));
        await reload();
      } catch (error) {
        if (isSignedOut(error)) return;
        const refusal = errorMessage(error);
        setBanner({ severity: 'error', message: refusal });
        return { refused: refusal };
      }
    });

  return { run, isPending };
}

/** A row of `resource` as a list page read before holds it (react-admin's getList queries). */
function readBefore<R>(queryClient: QueryClient, resource: string | undefined, id: string): R | undefined {
  if (!resource) return undefined;
  for (const [, page] of queryClient.getQueriesData<{ data?: RaRecord[] }>({
    queryKey: [resource, 'getList'],
  })) {
    const record = page?.data?.find((row) => String(row.id) === id);
    if (record) return record as R;
  }
  return undefined;
}

/**
 * "12 changed, 2 refused" and a line per refused row; rows already so are counted apart
 * ("97 changed, 41 already so") and not listed: green when nothing was refused, red when
 * nothing else happened.
 */
export function batchBanner(
  answer: BatchAnswer,
  nameOf: (id: string) => string,
  translate: (key: string, options?: Record<string, unknown>) => string,
): Banner {
  const refused = answer.rows.filter((row) => row.outcome === 'refused' && !isUnchanged(row));
  const counts = batchCounts(summarizeBatch(answer.rows));
  const lines = refused.slice(0, LISTED).map((row) =>
    translate('app.batch.refused_row', {
      row: row.label || nameOf(row.id),
      reason: translate(row.reason ?? '', { _: row.reason ?? '' }),
    }),
  );
  if (refused.length > LISTED)
    lines.push(translate('app.batch.more_refused', { count: refused.length - LISTED }));
  return {
    severity: !counts.refused ? 'success' : counts.done || counts.alreadySo ? 'warning' : 'error',
    message: translate(summaryKey(counts), {
      done: counts.done,
      already: counts.alreadySo,
      refused: counts.refused,
    }),
    details: lines,
  };
}

function summaryKey({ alreadySo, refused }: ReturnType<typeof batchCounts>) {
  if (alreadySo) return refused ? 'app.batch.already_so_refused' : 'app.batch.already_so';
  return refused ? 'app.batch.summary' : 'app.batch.all_done';
}
