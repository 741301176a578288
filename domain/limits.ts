/**
 * The largest value the business takes in for each kind of number, from forms, the API, both
 * CSV imports and the shop's sync. Far above any real shipment, so a real value never meets
 * them; well inside the database columns (integer: 2^31 - 1; double precision keeps 15 digits),
 * so an absurd value is refused with its field named instead of failing the whole request.
 */
export const LIMITS = {
  /** A product's weight, a warehouse's weight criteria, in kg. */
  weightKg: 100_000,
  /** A product's length, width or height, a warehouse's dimension criteria, in metres. */
  metres: 1_000,
  /** A warehouse's L+W+H criteria: three dimensions at most. */
  lwhMetres: 3_000,
  /** Units of one line, one stock change, one product's units and units per box. */
  units: 1_000_000,
  /**
   * The smallest measure besides 0: the database multiplies three measures (a product's volume),
   * which fails when the result leaves a double's range, far down as far up.
   */
  smallestMeasure: 1e-6,
  /**
   * Characters of a first or of a last name: what Shopify's address name fields take (255 each).
   * A longer name in a file cannot be the shop's, and would overrun every list and ticket.
   */
  nameCharacters: 255,
} as const;

/** "at most 100000" reads as "at most 100,000". */
export const formatLimit = (n: number) => n.toLocaleString('en-US');

/** A whole number of units on an order line (shop or CSV): 1 to LIMITS.units. */
export const isLineQuantity = (value: number) =>
  Number.isInteger(value) && value >= 1 && value <= LIMITS.units;
