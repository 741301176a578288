import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../dataProvider/errors';
import type { ChoiceList } from '../../../dataProvider/products';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { MAX_PAGE_SIZE } from '../../../domain/listQuery';

export interface AdminRows<T> {
  rows: T[];
  isPending: boolean;
  /** The server's msg when the list could not be loaded. */
  error: string | null;
}

const SKIPPED: AdminRows<never> = { rows: [], isPending: false, error: null };

/**
 * The rows of a documented list endpoint, for a select: one page of up to 500
 * (e.g. GET /get-suppliers?limit=500&offset=1 answers {doc, count}). No list: nothing is asked.
 */
export function useAdminRows<T>(list: ChoiceList | null, key = 'doc', limit = MAX_PAGE_SIZE): AdminRows<T> {
  const dataProvider = useAppDataProvider();
  const query = useQuery({
    queryKey: ['choices', list, key, limit],
    queryFn: ({ signal }) => dataProvider.getChoices<T>({ list: list!, key, limit, signal }),
    enabled: !!list,
    retry: false,
  });
  if (!list) return SKIPPED;
  return {
    rows: query.data ?? [],
    isPending: query.isPending,
    error: query.error ? errorMessage(query.error) : null,
  };
}
