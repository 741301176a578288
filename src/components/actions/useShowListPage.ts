import { useCallback } from 'react';
import { useListContext } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { withId } from '../../../dataProvider/records';

interface ListParams {
  pagination?: { page: number; perPage: number };
  filter?: Record<string, unknown>;
  meta?: { view?: unknown };
}

/**
 * Shows a write's answer that is the list's refreshed page (spec 000 section 7: 'send' answers
 * the to-be-sent page) by putting it into react-admin's query cache for the list on screen, so
 * that the list is not asked for again. The answer is the page without a search: with a search
 * under way it is not the page on screen, and false says the list must be reloaded instead.
 */
export function useShowListPage(): (rows: readonly object[], total: number) => boolean {
  const queryClient = useQueryClient();
  const { resource, page, perPage, filterValues } = useListContext();
  return useCallback(
    (rows, total) => {
      if (Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== ''))
        return false;
      const updated = queryClient.setQueriesData<{ data: unknown[]; total?: number }>(
        {
          queryKey: [resource, 'getList'],
          predicate: ({ queryKey }) => {
            const params = queryKey[2] as ListParams | undefined;
            return (
              params?.pagination?.page === page &&
              params.pagination.perPage === perPage &&
              !params.meta?.view &&
              !Object.values(params.filter ?? {}).some((value) => value !== undefined && value !== '')
            );
          },
        },
        (old) =>
          old ? { ...old, data: rows.map((row) => withId(row as Record<string, unknown>)), total } : old,
      );
      return updated.some(([, data]) => data !== undefined);
    },
    [queryClient, resource, page, perPage, filterValues],
  );
}
