import { useMemo } from 'react';
import { Form, TextInput, useRecordContext } from 'react-admin';
import { shippingAgentBody } from '../../domain/schemas/masterData';
import {
  AddressInputs,
  FormBanner,
  NotificationInputs,
  schemaResolver,
  SectionCard,
  SubmitButton,
  useSaveWithBanner,
} from '../../src/components/forms';
import { shippingAgentFormValues, type ShippingAgent } from './types';

const resolver = schemaResolver(shippingAgentBody);

/**
 * Add Shipping Agent and Edit Shipping Agent (spec 001 "Shipping agent forms"): Shipping Agent
 * Details, Address Details, Notification Schedule and Notification Email. On edit the name is
 * read-only and a success goes to /shipping-agents; an add goes back one page.
 */
export const ShippingAgentForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const record = useRecordContext<ShippingAgent>();
  const editing = mode === 'edit';
  const { onSubmit, banner, clearBanner, saving } = useSaveWithBanner({
    resource: 'shipping-agents',
    kind: editing ? 'update' : 'create',
    id: record?.id,
    bannerId: editing ? 'UPDATE_SHIPPING_AGENT' : 'ADD_SHIPPING_AGENT',
    after: editing ? '/shipping-agents' : 'back',
  });
  const values = useMemo(() => shippingAgentFormValues(editing ? record : undefined), [editing, record]);
  if (editing && !record) return null;

  return (
    <>
      <FormBanner banner={banner} onClose={clearBanner} />
      <Form record={values} resolver={resolver} onSubmit={onSubmit} noValidate>
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
        <SubmitButton
          label={editing ? 'app.shipping_agents.update' : 'app.shipping_agents.add'}
          saving={saving}
        />
      </Form>
    </>
  );
};
