import type { Translation } from '../../src/i18n/mergeMessages';
import type { channelMessages } from './messages';

/** German texts of the Channels page, key for key as messages.ts. */
export const channelMessagesDe: Translation<typeof channelMessages> = {
  menu: { channels: 'Kanäle' },
  screens: { channels: 'Kanäle' },
  channels: {
    loading: 'Kanäle werden geladen',
    none: 'Es ist kein Shop eingerichtet.',
    states: 'Onlineshops',
    never: 'Nie',
    up: 'Antwortet',
    down: 'Antwortet nicht',
    running: 'Läuft',
    sweep_failing: 'Abgleich schlägt fehl',
    today: '%{received} hier von %{shopCount} im Shop',
    kinds: { shopify: 'Shopify', woocommerce: 'WooCommerce' },
    columns: {
      shop: 'Shop',
      state: 'Zustand',
      today: 'Heutige Bestellungen',
      last_webhook: 'Letzter Webhook',
      last_sweep: 'Letzter Abgleich',
      last_reconciliation: 'Letzte tägliche Zählung',
    },
    reconcile_now: 'Jetzt abgleichen',
    counting: 'Zählt…',
    reconciled: '%{shop} gezählt: %{outcome} (%{fetched} geholt)',
    history: {
      title: 'Tägliche Zählungen von %{shop}',
      none: 'Noch nicht gezählt.',
      started: 'Begonnen',
      window: 'Bestellungen erstellt',
      shop_count: 'Im Shop',
      product_before: 'Hier vorher',
      fetched: 'Geholt',
      product_after: 'Hier nachher',
      outcome: 'Ergebnis',
    },
  },
};
