import { CreateButton, DataTable } from 'react-admin';
import { ActivationBadge } from '../../src/components/forms';
import { MASTER_RECORD_MENU, ResourceList, tagsOf } from '../../src/components/list';
import { LIST_TAGS } from '../../domain/schemas/masterData';
import type { ShippingAgent } from './types';

const TAGS = tagsOf(LIST_TAGS.shippingAgents);

/**
 * Shipping agent list (spec 001 "Shipping agent list"). The scheduled date is the server's
 * schedule_label: today plus the notification days, 'DD/MM/YYYY T HH:mm'.
 */
export const ShippingAgentList = () => (
  <ResourceList
    title="app.screens.shipping_agents"
    tags={TAGS}
    actions={<CreateButton label="app.shipping_agents.add" variant="contained" />}
    rowMenu={MASTER_RECORD_MENU}
  >
    <DataTable.Col source="schedule_label" label="app.forms.fields.schedule" />
    <DataTable.Col source="name" label="app.forms.fields.name" />
    <DataTable.Col source="contact_person" label="app.forms.fields.contact_person" />
    <DataTable.Col source="contact_email" label="app.forms.fields.email_address" />
    <DataTable.Col source="contact_phone" label="app.forms.fields.phone" />
    <DataTable.Col source="address.country" label="app.forms.fields.base_country" />
    <DataTable.Col
      source="activated"
      label="app.forms.fields.status"
      render={(record: ShippingAgent) => <ActivationBadge activated={record.activated} />}
    />
  </ResourceList>
);
