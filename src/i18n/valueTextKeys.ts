/**
 * The keys of the value texts a screen shows one at a time (valueTexts.ts lists them all). Apart
 * from that list, which imports every value list of domain/ with their schemas (zod), so a list
 * showing one value's words does not load them.
 */
export const shippingTypeText = (value: string) => `app.values.shipping_types.${value}`;
export const paymentStatusText = (value: string) => `app.values.payment_statuses.${value}`;
export const arrivalText = (value: string) => `app.values.arrivals.${value}`;
export const reconciliationOutcomeText = (value: string) => `app.values.reconciliation_outcomes.${value}`;
