import { spiedDataProvider, type ProviderMethods } from './';
import { knifeLine, order, skilletLine, unknownLine } from './orderFixtures';
import type { Order, OrderProduct } from '../components/orders/types';

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

/** What a custom order method answers unless a test says otherwise. */
const ok = async () => ({ msg: 'ok' });

/**
 * react-admin's testDataProvider for the order screens: getList answers these orders, and
 * every order action is a spy (answering `{ msg: 'ok' }` unless `methods` says otherwise), so
 * a test can assert that a cancelled dialog called nothing.
 */
export function ordersProvider(orders: Order[], methods: ProviderMethods = {}) {
  return spiedDataProvider({
    getList: async () => ({ data: orders, total: orders.length }),
    runCron: async () => ({ msg: 'ok', configured: true }),
    // One shop or none: the Master Dashboard shows no shop picker.
    getShops: async () => [],
    assignWarehouse: ok,
    consolidateOrder: async () => ({ msg: 'ok', dropshipping: 1 }),
    addOrderNotes: ok,
    addInvoiceNumber: ok,
    changeOrderStatus: ok,
    changeConsolidatedOrderStatus: ok,
    refundOrderLine: ok,
    addShippingInfo: ok,
    ...methods,
  });
}
