import { BooleanInput, TextInput } from 'react-admin';
import { supplierBody } from '../../domain/schemas/masterData';
import {
  AddressInputs,
  MasterDataForm,
  NotificationInputs,
  schemaResolver,
  SectionCard,
  TimeInput,
} from '../../src/components/forms';
import { supplierFormValues, type Supplier } from './types';

const resolver = schemaResolver(supplierBody);

/**
 * Add Supplier and Edit Supplier (spec 001 "Supplier forms"): supplier details, address,
 * Notification Schedule, Customize Email and the Drop Shipping Available switch. On edit the
 * name is read-only and a success goes to /suppliers; an add goes back one page.
 */
export const SupplierForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const editing = mode === 'edit';
  return (
    <MasterDataForm<Supplier>
      mode={mode}
      resource="suppliers"
      banner="SUPPLIER"
      texts="app.suppliers"
      afterEdit="/suppliers"
      resolver={resolver}
      formValues={supplierFormValues}
    >
      <SectionCard title="app.suppliers.sections.details">
        <TextInput source="name" label="app.forms.fields.name" isRequired readOnly={editing} />
        <TextInput source="contact_person" label="app.forms.fields.contact_person" isRequired />
        <TextInput source="contact_email" label="app.forms.fields.email" type="email" isRequired />
        <TextInput source="contact_phone" label="app.forms.fields.phone" type="tel" isRequired />
        <TimeInput source="startTime" label="app.forms.fields.pickup_start_time" clearable />
        <TimeInput source="endTime" label="app.forms.fields.pickup_end_time" clearable />
        <BooleanInput
          source="dropShipping_available"
          label="app.suppliers.fields.drop_shipping_available"
          className="full-row"
        />
      </SectionCard>
      <SectionCard title="app.suppliers.sections.address">
        <AddressInputs />
        <TextInput source="zipCode" label="app.forms.fields.zip_code" isRequired />
      </SectionCard>
      <NotificationInputs texts="app.suppliers" />
    </MasterDataForm>
  );
};
