import { Create } from 'react-admin';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { ShippingAgentForm } from './ShippingAgentForm';

/** Add Shipping Agent (/shipping-agents/create; the spec path /add-shipping-agent lands here). */
export const ShippingAgentCreate = () => (
  <Create title="app.screens.add_shipping_agent" component="div" actions={false}>
    <ScreenHeading title="app.screens.add_shipping_agent" />
    <ShippingAgentForm mode="create" />
  </Create>
);
