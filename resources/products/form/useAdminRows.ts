import { useEffect, useState } from 'react';
import { ADMIN_API, errorMessage, httpClient } from '../../../dataProvider/httpClient';
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
 * (e.g. GET /get-suppliers?limit=500&offset=1 answers {doc, count}). No path: nothing is asked.
 */
export function useAdminRows<T>(path: string | null, key = 'doc', limit = MAX_PAGE_SIZE): AdminRows<T> {
  const [state, setState] = useState<AdminRows<T>>({ rows: [], isPending: true, error: null });
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    httpClient<Record<string, unknown>>(`${ADMIN_API}${path}?limit=${limit}&offset=1`, {
      signal: controller.signal,
    }).then(
      ({ json }) => {
        const rows = json?.[key];
        setState({ rows: Array.isArray(rows) ? (rows as T[]) : [], isPending: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ rows: [], isPending: false, error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [path, key, limit]);
  return path ? state : SKIPPED;
}
