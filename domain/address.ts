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

/** The non-empty parts, trimmed, joined by `separator`. */
export const joined = (parts: readonly (string | null | undefined)[], separator: string) =>
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

/** A warehouse's, supplier's or agent's address as the records name it. */
export interface PlaceAddress {
  street_number: string | null;
  street_name: string | null;
  city: string | null;
  zipCode: string | null;
  country: string | null;
}

/** A place's address on one line: "12 Havenweg, Rotterdam, 3011 AB, Netherlands". */
export function formatPlaceAddress(a: PlaceAddress): string {
  return formatAddress({
    street: [joined([a.street_number, a.street_name], ' ')],
    city: a.city,
    zip: a.zipCode,
    country: a.country,
  });
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

/** A shop address on one line. */
export function formatShopAddress(a: Partial<ShopAddress>): string {
  return formatAddress({
    street: [a.address1, a.address2],
    city: a.city,
    zip: a.zip,
    province: a.province,
    country: a.country,
  });
}

/** A shop address with the recipient's name. */
export interface NamedShopAddress extends ShopAddress {
  firstName: string | null;
  lastName: string | null;
}
