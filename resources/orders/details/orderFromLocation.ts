import type { Order } from '../../../src/components/orders/types';

/**
 * The order a details path was opened with: as navigation state (`{order}`, `{record}`, or the
 * order itself, spec 000 "opened with the order as navigation state"), and/or as `?id=` in the
 * address, which also survives a refresh or a shared link.
 */
export function orderFromState(state: unknown): Order | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const s = state as { order?: unknown; record?: unknown };
  const candidate = s.order ?? s.record ?? state;
  return isOrder(candidate) ? candidate : undefined;
}

export function idFromSearch(search: string): string | undefined {
  return new URLSearchParams(search).get('id') || undefined;
}

function isOrder(value: unknown): value is Order {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { _id?: unknown })._id === 'string' &&
    Array.isArray((value as { products?: unknown }).products)
  );
}
