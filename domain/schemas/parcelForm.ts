import { z } from 'zod';
import { addParcelBody, type AddParcelBody } from './parcels';
import { chosenLines, lineQuantities } from './lineQuantities';

/**
 * Add Parcel's form (issue 32 item 1): a quantity for each line the viewer ships, from 0 to what
 * is left of it (`left`, by line id), at least one above 0, and the agent and tracking as the
 * call checks them (addParcelBody's own fields). The server checks the quantities again.
 */
export const parcelForm = (left: Readonly<Record<string, number>>) =>
  z.object({
    quantities: lineQuantities(left, 'Choose at least one line to ship'),
    agentName: addParcelBody.shape.agentName,
    trackingId: addParcelBody.shape.trackingId,
    trackingURL: addParcelBody.shape.trackingURL,
  });
export type ParcelFormValues = z.infer<ReturnType<typeof parcelForm>>;

/** The call's body from the form: the lines with a quantity above 0. */
export const parcelBody = (orderId: string, values: ParcelFormValues): AddParcelBody => ({
  orderId,
  lines: chosenLines(values.quantities),
  agentName: values.agentName,
  trackingId: values.trackingId,
  trackingURL: values.trackingURL ?? null,
});
