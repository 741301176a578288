import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { EditButton, Show, useRecordContext } from 'react-admin';
import {
  ActivationBadge,
  AddressDetails,
  DetailItem,
  NotificationDetails,
  SectionCard,
} from '../../src/components/forms';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import type { ShippingAgent } from './types';

const ShippingAgentDetails = () => {
  const record = useRecordContext<ShippingAgent>();
  if (!record) return null;
  const { address } = record;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <EditButton label="app.shipping_agents.edit" variant="contained" />
      </Box>
      <SectionCard title="app.shipping_agents.sections.basic" columns={3}>
        <DetailItem label="app.forms.fields.name" value={record.name} />
        <DetailItem label="app.forms.fields.contact_person" value={record.contact_person} />
        <DetailItem label="app.forms.fields.email" value={record.contact_email} />
        <DetailItem label="app.forms.fields.phone" value={record.contact_phone} />
        <DetailItem
          label="app.forms.fields.tracking_url"
          value={
            record.trackingURL ? (
              <Link href={record.trackingURL} target="_blank" rel="noopener noreferrer">
                {record.trackingURL}
              </Link>
            ) : null
          }
        />
        <DetailItem
          label="app.forms.fields.status"
          value={<ActivationBadge activated={record.activated} />}
        />
      </SectionCard>
      <AddressDetails title="app.shipping_agents.sections.address_view" address={address} zip={false} />
      <NotificationDetails texts="app.shipping_agents" record={record} />
    </>
  );
};

/** Shipping agent detail, read-only (/shipping-agents/:id/show; /view-shipping-agent lands here). */
export const ShippingAgentShow = () => (
  <Show title="app.screens.view_shipping_agent" component="div" actions={false}>
    <ScreenHeading title="app.screens.view_shipping_agent" />
    <ShippingAgentDetails />
  </Show>
);
