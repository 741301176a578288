import { shippedNeedsShippingInfo, type PuoStatusOption } from '../../../domain/pickupOrderActions';
import type { StatusOption } from '../../../src/components/orders/ChangeStatusDialog';

/**
 * A PUO Change Status dialog's choices and helper text: every status the spec lists, Shipped
 * disabled with a word on why while a delivery to the customer has no Shipping Info.
 */
export function puoStatusChoices(options: readonly PuoStatusOption[]): {
  options: StatusOption[];
  hint: string | null;
} {
  return {
    options: options.map(({ status, disabled }) => ({
      status,
      label: `app.pickup_orders.status_options.${status}`,
      disabled,
    })),
    hint: shippedNeedsShippingInfo(options) ? 'app.pickup_orders.shipped_needs_shipping_info' : null,
  };
}
