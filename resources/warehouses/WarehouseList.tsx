import { CreateButton, DataTable } from 'react-admin';
import { ActivationBadge } from '../../src/components/forms';
import { MASTER_RECORD_MENU, ResourceList, tagsOf } from '../../src/components/list';
import { LIST_TAGS } from '../../domain/schemas/masterData';
import type { Warehouse } from './types';

const TAGS = tagsOf(LIST_TAGS.warehouses);

/** Warehouse list (spec 001 "Warehouse list"). */
export const WarehouseList = () => (
  <ResourceList
    title="app.screens.warehouses"
    tags={TAGS}
    actions={<CreateButton label="app.warehouses.add" variant="contained" />}
    rowMenu={MASTER_RECORD_MENU}
  >
    <DataTable.Col source="name" label="app.forms.fields.name" />
    <DataTable.Col source="email" label="app.forms.fields.email_address" />
    <DataTable.Col source="contact_phone" label="app.forms.fields.phone" />
    <DataTable.Col source="address.country" label="app.forms.fields.base_country" />
    <DataTable.Col
      source="activated"
      label="app.forms.fields.status"
      render={(record: Warehouse) => <ActivationBadge activated={record.activated} />}
    />
  </ResourceList>
);
