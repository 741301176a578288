import { Edit } from 'react-admin';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { ShippingAgentForm } from './ShippingAgentForm';

/** Edit Shipping Agent (/shipping-agents/:id; the spec path /edit-shipping-agent lands here). */
export const ShippingAgentEdit = () => (
  <Edit title="app.screens.edit_shipping_agent" component="div" actions={false} mutationMode="pessimistic">
    <ScreenHeading title="app.screens.edit_shipping_agent" />
    <ShippingAgentForm mode="edit" />
  </Edit>
);
