import { TextInput } from 'react-admin';
import { DetailItem } from './DetailItem';
import { SectionCard } from './SectionCard';

/** The address of a warehouse, supplier or shipping agent (spec 001); agents have no zip code. */
export interface AddressRecord {
  street_name?: string | null;
  street_number?: string | null;
  city?: string | null;
  country?: string | null;
  zipCode?: string | null;
}

export const AddressDetails = ({
  title,
  address,
  zip = true,
}: {
  title: string;
  address: AddressRecord | null | undefined;
  zip?: boolean;
}) => (
  <SectionCard title={title} columns={3}>
    <DetailItem label="app.forms.fields.street_name" value={address?.street_name} />
    <DetailItem label="app.forms.fields.street_number" value={address?.street_number} />
    <DetailItem label="app.forms.fields.city" value={address?.city} />
    <DetailItem label="app.forms.fields.country" value={address?.country} />
    {zip ? <DetailItem label="app.forms.fields.zip_code" value={address?.zipCode} /> : null}
  </SectionCard>
);

/** The street, number, city and country inputs of an address form; the zip code varies. */
export const AddressInputs = () => (
  <>
    <TextInput source="street_name" label="app.forms.fields.street_name" isRequired />
    <TextInput source="street_number" label="app.forms.fields.street_number" isRequired />
    <TextInput source="city" label="app.forms.fields.city" isRequired />
    <TextInput source="country" label="app.forms.fields.country" isRequired />
  </>
);
