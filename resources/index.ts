import account from './account';
import orders from './orders';
import packs from './packs';
import pickupOrders from './pickupOrders';
import products from './products';
import purchaseOrders from './purchaseOrders';
import settings from './settings';
import shippingAgents from './shippingAgents';
import stock from './stock';
import supplierOrders from './supplierOrders';
import suppliers from './suppliers';
import warehouseOrders from './warehouseOrders';
import warehouses from './warehouses';
import type { ResourceDefinition } from './definition';

/**
 * Every resource of the app, each declared once in its folder (resources/definition.ts). The
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
