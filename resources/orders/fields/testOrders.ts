import type { FakeEndpoint } from '../../../src/testing';
import { knifeLine, order, skilletLine, unknownLine } from '../details/fixtures';
import type { Order, OrderProduct } from '../types';

/**
 * Orders for the list screens' component tests (Master Dashboard, Consolidate/Unconsolidate),
 * built on the details fixture: `listOrder(n, …)` is that order with its own id and number and,
 * unless told otherwise, only its skillet line, so that its product columns show in its row.
 */
export { knifeLine, skilletLine, unknownLine };

export function listOrder(n: number, overrides: Partial<Order> = {}): Order {
  return {
    ...order,
    _id: `o-${n}`,
    id: `o-${n}`,
    order_id: `555000${n}`,
    order_number: `#${1040 + n}`,
    products: [skilletLine],
    ...overrides,
  };
}

/** A product line of the fixture with other values, e.g. another status or supplier. */
export const lineWith = (base: OrderProduct, overrides: Partial<OrderProduct>): OrderProduct => ({
  ...base,
  ...overrides,
});

/** A list endpoint answering these orders as `{doc, count}`. */
export const listAnswer =
  (...orders: Order[]): FakeEndpoint =>
  () => [200, { msg: 'ok', doc: orders, count: orders.length }];
