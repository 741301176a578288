import { z } from 'zod';
import { openReturnBody, type OpenReturnBody } from './returns';
import { chosenLines, lineQuantities } from './lineQuantities';

/**
 * Open Return's form (issue 32 item 2): a quantity for each shipped line, from 0 to what shipped
 * of it (`shipped`, by line id; the server also takes off what earlier returns took), at least
 * one above 0, the reason and the expected days as the call checks them.
 */
export const returnForm = (shipped: Readonly<Record<string, number>>) =>
  z.object({
    quantities: lineQuantities(shipped, 'Choose at least one line to return'),
    reason: openReturnBody.shape.reason,
    expectedDays: openReturnBody.shape.expectedDays,
  });
export type ReturnFormValues = z.infer<ReturnType<typeof returnForm>>;

export const returnBody = (orderId: string, values: ReturnFormValues): OpenReturnBody => ({
  orderId,
  lines: chosenLines(values.quantities),
  reason: values.reason,
  ...(values.expectedDays === undefined ? {} : { expectedDays: values.expectedDays }),
});
