import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { entity } from '../../domain/entities/shippingAgents';
import { entityResource } from '../../src/entities/entityResource';

/**
 * Shipping agents (spec 001 section 2): entirely generated from their declaration; the
 * specification's paths (/add-shipping-agent, /view-shipping-agent, /edit-shipping-agent)
 * land on the canonical routes under /shipping-agents.
 */
export default entityResource(entity, { icon: LocalShippingIcon });
