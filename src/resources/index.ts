import account from '../../resources/account';
import activity from '../../resources/activity';
import attention from '../../resources/attention';
import overview from '../../resources/overview';
import channels from '../../resources/channels';
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
import { DECLARED_ENTITIES } from '../entities/declared';
import { entityResource } from '../entities/entityResource';

/**
 * The resources with a folder, each declared once (src/resources/definition.ts). The <Resource>
 * elements, the route table, the sidebar and the permission check all come from RESOURCES
 * (docs/adding-a-resource.md).
 */
const FOLDERS: readonly ResourceDefinition[] = [
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
  attention,
  overview,
  channels,
  activity,
];

/**
 * Every resource of the app: those with a folder under resources/ (each saying what differs
 * from the generated one), then each declared entity without a folder, entirely generated.
 */
export const RESOURCES: readonly ResourceDefinition[] = [
  ...FOLDERS,
  ...DECLARED_ENTITIES.filter((entity) => !FOLDERS.some((r) => r.name === entity.name)).map((entity) =>
    entityResource(entity),
  ),
];
