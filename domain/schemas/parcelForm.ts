import { z } from 'zod';
import { addParcelBody, type AddParcelBody } from './parcels';

/**
 * Add Parcel's form (issue 32 item 1): a quantity for each line the viewer ships, from 0 to what
 * is left of it (`left`, by line id), at least one above 0, and the agent and tracking as the
 * call checks them (addParcelBody's own fields). The server checks the quantities again.
 */
export const parcelForm = (left: Readonly<Record<string, number>>) =>
  z.object({
    quantities: z
      .record(
        z.string(),
        z.coerce
          .number({ error: 'Quantity must be a number' })
          .int('Quantity must be a whole number')
          .min(0, 'Quantity must be at least 0'),
      )
      .superRefine((quantities, ctx) => {
        for (const [lineId, quantity] of Object.entries(quantities))
          if (quantity > (left[lineId] ?? 0))
            ctx.addIssue({
              code: 'custom',
              path: [lineId],
              message: `Quantity must be at most ${left[lineId] ?? 0}`,
            });
        // Said under the first line's quantity, where the form shows it.
        const first = Object.keys(quantities)[0];
        if (!Object.values(quantities).some((quantity) => quantity > 0))
          ctx.addIssue({
            code: 'custom',
            path: first ? [first] : [],
            message: 'Choose at least one line to ship',
          });
      }),
    agentName: addParcelBody.shape.agentName,
    trackingId: addParcelBody.shape.trackingId,
    trackingURL: addParcelBody.shape.trackingURL,
  });
export type ParcelFormValues = z.infer<ReturnType<typeof parcelForm>>;

/** The call's body from the form: the lines with a quantity above 0, in the form's order. */
export const parcelBody = (orderId: string, values: ParcelFormValues): AddParcelBody => ({
  orderId,
  lines: Object.entries(values.quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ lineId, quantity })),
  agentName: values.agentName,
  trackingId: values.trackingId,
  trackingURL: values.trackingURL ?? null,
});
