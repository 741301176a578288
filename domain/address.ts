/**
 * One way to write an address on one line, wherever it is shown (the customer popup, the order
 * details, the Shipping Ticket): street parts, city, zip and province, country; missing parts
 * left out.
 */
export interface PostalAddress {
  /** Street lines in order, e.g. address1 and address2, or "12 Havenweg". */
  street: readonly (string | null | undefined)[];
  city?: string | null;
  zip?: string | null;
  province?: string | null;
  country?: string | null;
}

const joined = (parts: readonly (string | null | undefined)[], separator: string) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);

export function formatAddress(address: PostalAddress): string {
  return joined(
    [...address.street, address.city, joined([address.zip, address.province], ' '), address.country],
    ', ',
  );
}

/**
 * An order's shipping address in the shop's field names (Shopify's export and Admin API), as
 * the orders table keeps it: the import, the CSV export and a PO's recipient read these fields.
 */
export interface ShopAddress {
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  province: string | null;
  country: string | null;
}

/** A shop address with the recipient's name. */
export interface NamedShopAddress extends ShopAddress {
  firstName: string | null;
  lastName: string | null;
}
