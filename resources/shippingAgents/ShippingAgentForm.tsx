import { TextInput } from 'react-admin';
import { shippingAgentBody } from '../../domain/schemas/masterData';
import {
  AddressInputs,
  MasterDataForm,
  NotificationInputs,
  schemaResolver,
  SectionCard,
} from '../../src/components/forms';
import { shippingAgentFormValues, type ShippingAgent } from './types';

const resolver = schemaResolver(shippingAgentBody);

/**
 * Add Shipping Agent and Edit Shipping Agent (spec 001 "Shipping agent forms"): Shipping Agent
 * Details, Address Details, Notification Schedule and Notification Email. On edit the name is
 * read-only and a success goes to /shipping-agents; an add goes back one page.
 */
export const ShippingAgentForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const editing = mode === 'edit';
  return (
    <MasterDataForm<ShippingAgent>
      mode={mode}
      resource="shipping-agents"
      banner="SHIPPING_AGENT"
      texts="app.shipping_agents"
      afterEdit="/shipping-agents"
      resolver={resolver}
      formValues={shippingAgentFormValues}
    >
      <SectionCard title="app.shipping_agents.sections.details">
        <TextInput source="name" label="app.forms.fields.name" isRequired readOnly={editing} />
        <TextInput source="contact_person" label="app.forms.fields.contact_person" isRequired />
        <TextInput source="contact_email" label="app.forms.fields.email" type="email" isRequired />
        <TextInput
          source="contact_phone"
          label="app.forms.fields.phone"
          type="tel"
          isRequired
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextInput source="trackingURL" label="app.forms.fields.tracking_url" type="url" isRequired />
      </SectionCard>
      <SectionCard title="app.shipping_agents.sections.address">
        <AddressInputs />
      </SectionCard>
      <NotificationInputs texts="app.shipping_agents" />
    </MasterDataForm>
  );
};
