/**
 * An order's number as the screens show it: with the shop it came from when the server names one
 * (more than one shop is configured, so two shops' #1001 are told apart), the shop by its host.
 */
export function orderNumberShown(order: { order_number: string; shop?: string | null }): string {
  if (!order.shop) return order.order_number;
  const host = order.shop.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
  return `${order.order_number} · ${host}`;
}
