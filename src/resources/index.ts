import account from '../../resources/account';
import orders from '../../resources/orders';
import packs from '../../resources/packs';
import pickupOrders from '../../resources/pickupOrders';
import products from '../../resources/products';
import purchaseOrders from '../../resources/purchaseOrders';
import settings from '../../resources/settings';
import shippingAgents from '../../resources/shippingAgents';
import stock from '../../resources/stock';
import supplierOrders from '../../resources/supplierOrders';
import suppliers from '../../resources/suppliers';
import warehouseOrders from '../../resources/warehouseOrders';
import warehouses from '../../resources/warehouses';
import type { ResourceDefinition } from './definition';

/**
 * Every resource of the app, each declared once in its folder (src/resources/definition.ts). The
 * <Resource> elements, the route table, the sidebar and the permission check all come from
 * this list: adding a resource is a folder and one line here (docs/adding-a-resource.md).
 */
export const RESOURCES: readonly ResourceDefinition[] = [
  purchaseOrders,
  supplierOrders,
  pickupOrders,
  orders,
  warehouseOrders,
  warehouses,
  suppliers,
  shippingAgents,
  products,
  packs,
  stock,
  settings,
  account,
];
