import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { CRITERIA, SHIPPING_TYPES, warehouseBody } from '../../domain/schemas/masterData';
import {
  AddressInputs,
  MasterDataForm,
  schemaResolver,
  SectionCard,
  TimeInput,
} from '../../src/components/forms';
import { warehouseFormValues, type Warehouse } from './types';

const resolver = schemaResolver(warehouseBody);
const SHIPPING_CHOICES = SHIPPING_TYPES.map((type) => ({ id: type, name: type }));

/**
 * Add Warehouse and Edit Warehouse (spec 001 "Warehouse forms"): Warehouse Details, Address
 * Details and Warehouse Selection Criteria. On edit the form is prefilled and the contact
 * e-mail, the sign-in name of the warehouse's account, is read-only. Either way a success goes
 * back one page with the server's message.
 */
export const WarehouseForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const editing = mode === 'edit';
  return (
    <MasterDataForm<Warehouse>
      mode={mode}
      resource="warehouses"
      banner="WAREHOUSE"
      texts="app.warehouses"
      afterEdit="back"
      resolver={resolver}
      formValues={warehouseFormValues}
    >
      <SectionCard title="app.warehouses.sections.details">
        <TextInput source="name" label="app.forms.fields.name" isRequired />
        <TextInput source="contact_person" label="app.forms.fields.contact_person" isRequired />
        <TextInput
          source="contact_email"
          label="app.forms.fields.email"
          type="email"
          isRequired
          readOnly={editing}
        />
        <TextInput source="contact_phone" label="app.forms.fields.phone" type="tel" isRequired />
        <TimeInput source="startTime" label="app.forms.fields.pickup_start_time" isRequired />
        <TimeInput source="endTime" label="app.forms.fields.pickup_end_time" isRequired />
      </SectionCard>
      <SectionCard title="app.warehouses.sections.address">
        <AddressInputs />
        <TextInput
          source="zipCode"
          label="app.forms.fields.zip_code"
          isRequired
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </SectionCard>
      <SectionCard title="app.warehouses.sections.criteria">
        {CRITERIA.flatMap((name) =>
          (['min', 'max'] as const).map((bound) => (
            <NumberInput
              key={`${bound}_${name}`}
              source={`${bound}_${name}`}
              label={`app.warehouses.criteria.${bound}_${name}`}
              min={0}
              step="any"
            />
          )),
        )}
        <SelectInput
          source="shipping_type"
          label="app.warehouses.criteria.shipping_type"
          choices={SHIPPING_CHOICES}
          translateChoice={false}
          isRequired
        />
      </SectionCard>
    </MasterDataForm>
  );
};
