/**
 * Real cities with the country, postcodes and provinces they have, written independently of the
 * demo data: a demo address that names a city with another country's code, or a Paris postcode
 * in London, disagrees with this table.
 */
interface KnownCity {
  /** ISO 3166-1 alpha-2. */
  country: string;
  postcode: RegExp;
  /** The province's codes and names, when the country's addresses carry one. */
  provinces: readonly string[];
}

export const KNOWN_CITIES: Readonly<Record<string, KnownCity>> = {
  Antwerpen: { country: 'BE', postcode: /^2\d{3}$/, provinces: ['VAN', 'Antwerpen'] },
  Berlin: { country: 'DE', postcode: /^1[0-4]\d{3}$/, provinces: ['BE', 'Berlin'] },
  Brighton: { country: 'GB', postcode: /^BN\d/, provinces: ['ENG', 'England'] },
  Dublin: { country: 'IE', postcode: /^D\d{2}/, provinces: ['D', 'Dublin'] },
  Hamburg: { country: 'DE', postcode: /^2[0-2]\d{3}$/, provinces: ['HH', 'Hamburg'] },
  Leeds: { country: 'GB', postcode: /^LS\d/, provinces: ['ENG', 'England'] },
  London: { country: 'GB', postcode: /^(E|EC|N|NW|SE|SW|W|WC)\d/, provinces: ['ENG', 'England'] },
  Manchester: { country: 'GB', postcode: /^M\d/, provinces: ['ENG', 'England'] },
  Munich: { country: 'DE', postcode: /^8[01]\d{3}$/, provinces: ['BY', 'Bavaria'] },
  Paris: { country: 'FR', postcode: /^75\d{3}$/, provinces: [] },
  Potsdam: { country: 'DE', postcode: /^14[45]\d{2}$/, provinces: ['BB', 'Brandenburg'] },
  Rotterdam: { country: 'NL', postcode: /^30\d{2}/, provinces: ['ZH', 'Zuid-Holland'] },
  Warszawa: { country: 'PL', postcode: /^0[0-4]-?\d{3}$/, provinces: ['MZ', 'Mazowieckie'] },
};

export interface AddressParts {
  city: string | null | undefined;
  country: string | null | undefined;
  zip?: string | null;
  province?: string | null;
}

/** What disagrees in one address (city unknown, another country, postcode or province), or null. */
export function placeDisagreement({ city, country, zip, province }: AddressParts): string | null {
  const known = city ? KNOWN_CITIES[city] : undefined;
  if (!known) return `${city} is not in the table of known cities`;
  if (country !== known.country) return `${city} is in ${known.country}, not ${country}`;
  // Shopify's export writes a leading-zero postcode with a quote before it ('01067).
  const postcode = zip?.replace(/^'/, '');
  if (postcode && !known.postcode.test(postcode)) return `${postcode} is no postcode of ${city}`;
  if (province && !known.provinces.includes(province)) return `${province} is no province of ${city}`;
  return null;
}
