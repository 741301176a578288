/**
 * An order's shop as the answers give it: named only where two orders could share a number
 * (more than one shop is configured, docs/decisions.md), else null, so one shop's answers stay
 * as they were. The screens show it with domain/orderNumberShown.ts.
 */
export function shopShown<T extends { shop?: string | null }>(record: T, severalShops: boolean): T {
  return severalShops ? record : { ...record, shop: null };
}
