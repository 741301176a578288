import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { entityResource } from '../../src/entities/entityResource';
import { surfaceOf } from '../../src/entities/declared';

/**
 * Shipping agents (spec 001 section 2): entirely generated from their declaration; the
 * specification's paths (/add-shipping-agent, /view-shipping-agent, /edit-shipping-agent)
 * land on the canonical routes under /shipping-agents.
 */
export default entityResource(surfaceOf('shipping-agents'), { icon: LocalShippingIcon });
