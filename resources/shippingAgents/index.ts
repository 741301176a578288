import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { ShippingAgentCreate } from './ShippingAgentCreate';
import { ShippingAgentEdit } from './ShippingAgentEdit';
import { ShippingAgentList } from './ShippingAgentList';
import { ShippingAgentShow } from './ShippingAgentShow';

/** The shipping agents resource: `<Resource name="shipping-agents" {...shippingAgents} />`. */
export default {
  list: ShippingAgentList,
  create: ShippingAgentCreate,
  edit: ShippingAgentEdit,
  show: ShippingAgentShow,
  icon: LocalShippingIcon,
  recordRepresentation: 'name',
};
