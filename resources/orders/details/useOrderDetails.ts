import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '../../../dataProvider/errors';
import { getOrder } from '../ordersApi';
import type { Order } from '../types';
import { idFromSearch, orderFromState } from './orderFromLocation';

export interface OrderDetailsState {
  /** The id asked for (address or state); undefined: nothing to show. */
  orderId: string | undefined;
  /** From navigation state at first, then as the server has it now. */
  order: Order | undefined;
  isPending: boolean;
  error: string | null;
}

interface Fetched {
  id?: string;
  order?: Order;
  error: string | null;
}

/**
 * The order of a details screen. The order carried in navigation state shows at once, and is
 * fetched again all the same: state may be stale (back button, another user's change).
 */
export function useOrderDetails(): OrderDetailsState {
  const location = useLocation();
  const fromState = orderFromState(location.state);
  const orderId = idFromSearch(location.search) ?? fromState?._id;
  const [fetched, setFetched] = useState<Fetched>({ error: null });

  useEffect(() => {
    if (!orderId) return;
    let current = true;
    getOrder(orderId).then(
      (order) => current && setFetched({ id: orderId, order, error: null }),
      (error: unknown) => current && setFetched({ id: orderId, error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [orderId]);

  // An answer for another id (the address changed) is not this order's.
  const answer: Fetched = fetched.id === orderId ? fetched : { error: null };
  const stateOrder = fromState && fromState._id === orderId ? fromState : undefined;
  return {
    orderId,
    order: answer.order ?? stateOrder,
    isPending: !!orderId && fetched.id !== orderId,
    error: answer.error,
  };
}
