import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

/** GET /get-order-routing through the dataProvider; `enabled` false waits (the cell's hover). */
export function useOrderRouting(orderId: string, enabled = true) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['orderRouting', orderId],
    queryFn: ({ signal }) => dataProvider.getOrderRouting({ id: orderId, signal }),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
}
