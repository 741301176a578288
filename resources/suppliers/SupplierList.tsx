import { CreateButton, DataTable } from 'react-admin';
import { ActivationBadge, AvailabilityBadge } from '../../src/components/forms';
import { MASTER_RECORD_MENU, ResourceList, tagsOf } from '../../src/components/list';
import { LIST_TAGS } from '../../domain/schemas/masterData';
import type { Supplier } from './types';

const TAGS = tagsOf(LIST_TAGS.suppliers);

/**
 * Supplier list (spec 001 "Supplier list"). Schedule Date & time is the server's
 * schedule_label: today plus the notification days, 'DD/MM/YYYY T HH:mm'.
 */
export const SupplierList = () => (
  <ResourceList
    title="app.screens.suppliers"
    tags={TAGS}
    actions={<CreateButton label="app.suppliers.add" variant="contained" />}
    rowMenu={MASTER_RECORD_MENU}
  >
    <DataTable.Col source="schedule_label" label="app.forms.fields.schedule" />
    <DataTable.Col source="name" label="app.forms.fields.name" />
    <DataTable.Col source="contact_email" label="app.forms.fields.email_address" />
    <DataTable.Col source="contact_phone" label="app.forms.fields.phone" />
    <DataTable.Col source="address.country" label="app.forms.fields.base_country" />
    <DataTable.Col
      source="dropShipping_available"
      label="app.suppliers.fields.drop_shipping"
      render={(record: Supplier) => <AvailabilityBadge available={record.dropShipping_available} />}
    />
    <DataTable.Col
      source="activated"
      label="app.forms.fields.status"
      render={(record: Supplier) => <ActivationBadge activated={record.activated} />}
    />
  </ResourceList>
);
