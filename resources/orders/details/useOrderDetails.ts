import { useGetOne } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { errorMessage } from '../../../dataProvider/errors';
import { name } from '../api';
import type { Order } from '../../../src/components/orders/types';
import { idFromSearch, orderFromState } from './orderFromLocation';

export interface OrderDetailsState {
  /** The id asked for (route, address or state); undefined: nothing to show. */
  orderId: string | undefined;
  /** From navigation state at first, then as the server has it now. */
  order: Order | undefined;
  isPending: boolean;
  error: string | null;
}

/**
 * The order of a details screen: /orders/:id/show, or a specification path with `?id=` or the
 * order as navigation state. The order carried in state shows at once, and is fetched again
 * all the same through the dataProvider (getOne of `resource`: the warehouse variant reads
 * through warehouse-orders, which a Warehouse user may read for its own orders): state may be stale (back button, another
 * user's change). A 401 there signs out like any other call.
 */
export function useOrderDetails(resource: string = name): OrderDetailsState {
  const location = useLocation();
  const params = useParams<{ id?: string }>();
  const fromState = orderFromState(location.state);
  const orderId = params.id ?? idFromSearch(location.search) ?? fromState?._id;
  const { data, isPending, error } = useGetOne<Order & { id: string }>(
    resource,
    { id: orderId ?? '' },
    // The state's order stays on screen with a warning when the fetch fails: no retries.
    { enabled: !!orderId, retry: false },
  );
  const stateOrder = fromState && fromState._id === orderId ? fromState : undefined;
  return {
    orderId,
    order: data ?? stateOrder,
    isPending: !!orderId && isPending,
    error: error ? errorMessage(error) : null,
  };
}
