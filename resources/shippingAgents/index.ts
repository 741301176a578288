import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import {
  page,
  redirect,
  RESOURCE_ROUTE,
  screen,
  type ResourceDefinition,
} from '../../src/resources/definition';
import { api, name } from './api';

const specPaths = () => import('./specPaths');

/**
 * Shipping agents (spec 001 section 2): canonical routes under /shipping-agents; the
 * specification's paths land on them.
 */
const shippingAgents: ResourceDefinition = {
  name,
  area: 'shipping-agents',
  menu: [{ label: 'app.menu.shipping_agents', position: 80 }],
  paths: [
    { path: `/${name}`, action: 'list', screen: RESOURCE_ROUTE },
    { path: '/add-shipping-agent', action: 'create', screen: redirect(`/${name}/create`) },
    { path: '/view-shipping-agent', action: 'show', screen: page(specPaths, (m) => m.ViewShippingAgent) },
    { path: '/edit-shipping-agent', action: 'edit', screen: page(specPaths, (m) => m.EditShippingAgent) },
  ],
  api,
  views: {
    list: screen(
      () => import('./ShippingAgentList'),
      (m) => m.ShippingAgentList,
    ),
    create: screen(
      () => import('./ShippingAgentCreate'),
      (m) => m.ShippingAgentCreate,
    ),
    edit: screen(
      () => import('./ShippingAgentEdit'),
      (m) => m.ShippingAgentEdit,
    ),
    show: screen(
      () => import('./ShippingAgentShow'),
      (m) => m.ShippingAgentShow,
    ),
  },
  icon: LocalShippingIcon,
  recordRepresentation: 'name',
};

export default shippingAgents;
