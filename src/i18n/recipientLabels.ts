/**
 * The labels of a typed-in recipient's contact and address fields, the same in every Add Product
 * dialog that sends a product to a customer (spec 000 section 2): each screen spreads them into
 * its own texts, beside its own name labels.
 */
export const recipientAddressLabels = {
  email: 'Email',
  phone: 'Contact',
  address1: 'Address',
  city: 'City',
  country: 'Country',
  province: 'Province',
  zip: 'Zip',
} as const;

/** The same labels in German. */
export const recipientAddressLabelsDe: Record<keyof typeof recipientAddressLabels, string> = {
  email: 'E-Mail',
  phone: 'Kontakt',
  address1: 'Adresse',
  city: 'Ort',
  country: 'Land',
  province: 'Bundesland/Region',
  zip: 'PLZ',
};
