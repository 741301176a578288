/**
 * Loaded into a server process (node --import) by the webhook crash test: the scheduler's job
 * claims the due deliveries as ever, then takes none of them in, holding its claims until the
 * process is killed. That is the instant between a delivery's 200 and its processing, made
 * certain. Says so on stdout once it holds a claim.
 */
import { ShopWebhooksService } from '../../server/services/shop/webhooks';

export const HOLDING = 'holding a claimed webhook delivery';

const service = ShopWebhooksService.prototype as unknown as { takeIn: (row: unknown) => Promise<boolean> };
service.takeIn = () => {
  console.log(HOLDING);
  return new Promise<boolean>(() => undefined);
};
