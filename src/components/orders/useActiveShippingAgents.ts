import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../dataProvider/errors';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import type { ActiveShippingAgent } from '../../../dataProvider/warehouseOrders';

/**
 * The activated shipping agents, the only ones Update Shipping Agent offers (spec 000 sections
 * 6 and 8), for every role that picks one: the Warehouse Orders and the supplier's lines.
 */
export function useActiveShippingAgents(): {
  rows: ActiveShippingAgent[];
  isPending: boolean;
  /** The server's msg when the agents could not be loaded. */
  error: string | null;
} {
  const dataProvider = useAppDataProvider();
  const query = useQuery({
    queryKey: ['activeShippingAgents'],
    queryFn: ({ signal }) => dataProvider.getActiveShippingAgents({ signal }),
    retry: false,
  });
  return {
    rows: query.data ?? [],
    isPending: query.isPending,
    error: query.error ? errorMessage(query.error) : null,
  };
}
