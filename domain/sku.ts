/**
 * Internal SKUs are matched regardless of case and surrounding spaces: an order line's
 * `ds-nt-001 ` is the product `DS-NT-001`. So two live products or packs may not have SKUs that
 * differ only so (the database keeps `lower(internal_sku)` unique; SKUs are stored trimmed).
 */
export const skuKey = (sku: string): string => sku.trim().toLowerCase();

/** Whether two SKUs name the same product or pack. */
export const sameSku = (a: string, b: string): boolean => skuKey(a) === skuKey(b);
