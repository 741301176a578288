import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import type { WarehouseChange } from '../../domain/schemas/routingPreview';

/** The form's values once they have stopped changing for `ms` (typing does not send a call per key). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

/** POST /preview-warehouse-change through the dataProvider; `null` asks nothing. */
export function useRoutingPreview(change: WarehouseChange | null) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['routingPreview', change],
    queryFn: ({ signal }) => dataProvider.previewWarehouseChange({ change: change!, signal }),
    enabled: change !== null,
    retry: false,
    staleTime: 10_000,
    // The last answer stays on screen while the next change is tried.
    placeholderData: (previous) => previous,
  });
}
