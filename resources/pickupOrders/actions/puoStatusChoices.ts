import type { PuoStatusChoice } from '../../../domain/pickupOrders';
import type { StatusOption } from '../../../src/components/orders/ChangeStatusDialog';
import type { PuoAssignment } from '../types';

/** An assignment record as the server's rule reads it (domain/pickupOrders.ts). */
export const assignmentFacts = (assignment: PuoAssignment) => ({
  sentTo: assignment.sent_to,
  status: assignment.status,
  trackingId: assignment.trackingId,
});

/**
 * A PUO Change Status dialog's choices and helper text: the rule's choices (every status the
 * spec lists), Shipped disabled with a word on why while a delivery to the customer has no
 * Shipping Info (the only refusal the rule shows disabled).
 */
export function puoStatusChoices(choices: readonly PuoStatusChoice[]): {
  options: StatusOption[];
  hint: string | null;
} {
  return {
    options: choices.map(({ status, disabled }) => ({
      status,
      label: `app.pickup_orders.status_options.${status}`,
      disabled,
    })),
    hint: choices.some((choice) => choice.disabled) ? 'app.pickup_orders.shipped_needs_shipping_info' : null,
  };
}
