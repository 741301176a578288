import { z } from 'zod';

/**
 * A quantity for each of some order lines, by line id, from 0 to at most `most[lineId]`, at least
 * one above 0 (`none`: what is said otherwise, under the first line's quantity, where a form
 * shows it): the lines of a parcel or a return as a dialog asks for them.
 */
export const lineQuantities = (most: Readonly<Record<string, number>>, none: string) =>
  z
    .record(
      z.string(),
      z.coerce
        .number({ error: 'Quantity must be a number' })
        .int('Quantity must be a whole number')
        .min(0, 'Quantity must be at least 0'),
    )
    .superRefine((quantities, ctx) => {
      for (const [lineId, quantity] of Object.entries(quantities))
        if (quantity > (most[lineId] ?? 0))
          ctx.addIssue({
            code: 'custom',
            path: [lineId],
            message: `Quantity must be at most ${most[lineId] ?? 0}`,
          });
      const first = Object.keys(quantities)[0];
      if (!Object.values(quantities).some((quantity) => quantity > 0))
        ctx.addIssue({ code: 'custom', path: first ? [first] : [], message: none });
    });

/** The lines with a quantity above 0, in the form's order, as the calls take them. */
export const chosenLines = (quantities: Readonly<Record<string, number>>) =>
  Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ lineId, quantity }));
