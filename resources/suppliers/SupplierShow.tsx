import Box from '@mui/material/Box';
import { EditButton, Show, useRecordContext, useTranslate } from 'react-admin';
import {
  ActivationBadge,
  AddressDetails,
  DetailItem,
  NotificationDetails,
  SectionCard,
} from '../../src/components/forms';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import type { Supplier } from './types';

const SupplierDetails = () => {
  const record = useRecordContext<Supplier>();
  const translate = useTranslate();
  if (!record) return null;
  const { address, pickup_times: pickup } = record;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <EditButton label="app.suppliers.edit" variant="contained" />
      </Box>
      <SectionCard title="app.suppliers.sections.basic" columns={3}>
        <DetailItem label="app.forms.fields.name" value={record.name} />
        <DetailItem label="app.forms.fields.contact_person" value={record.contact_person} />
        <DetailItem label="app.forms.fields.email" value={record.contact_email} />
        <DetailItem label="app.forms.fields.phone" value={record.contact_phone} />
        <DetailItem
          label="app.forms.fields.status"
          value={<ActivationBadge activated={record.activated} />}
        />
        <DetailItem
          label="app.suppliers.fields.drop_shipping_available"
          value={translate(record.dropShipping_available ? 'app.forms.available' : 'app.forms.not_available')}
        />
      </SectionCard>
      <AddressDetails title="app.suppliers.sections.address_view" address={address} />
      <SectionCard title="app.suppliers.sections.pickup_times" columns={3}>
        <DetailItem label="app.forms.fields.pickup_start_time" value={pickup?.start_time} />
        <DetailItem label="app.forms.fields.pickup_end_time" value={pickup?.end_time} />
      </SectionCard>
      <NotificationDetails texts="app.suppliers" record={record} />
    </>
  );
};

/** Supplier detail, read-only (/suppliers/:id/show; the spec path /view-supplier lands here). */
export const SupplierShow = () => (
  <Show title="app.screens.view_supplier" component="div" actions={false}>
    <ScreenHeading title="app.screens.view_supplier" />
    <SupplierDetails />
  </Show>
);
