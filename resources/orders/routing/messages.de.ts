import type { Translation } from '../../../src/i18n/mergeMessages';
import type { orderRoutingMessages } from './messages';

/** German texts of the order's routing explanation, key for key as messages.ts. */
export const orderRoutingMessagesDe: Translation<typeof orderRoutingMessages> = {
  order_routing: {
    title: 'Lagerzuordnung',
    loading: 'Es wird geladen, warum diese Bestellung dorthin ging…',
    unavailable: 'Die Lagerzuordnung konnte nicht geladen werden: %{error}',
    hover_loading: 'Lagerzuordnung wird geladen…',
    kept: 'Wie am %{at} zugeordnet, mit den damaligen Kriterien der Lager.',
    recomputed:
      'Neu berechnet aus den aktuellen Zeilen der Bestellung und den Lagern: bei der Zuordnung wurde nichts festgehalten.',
    outcome: {
      assigned: 'Zugeordnet an %{warehouse}: das einzige passende Lager.',
      'unknown-sku':
        'Problematisch: unbekannte SKU %{skus}. Sie wird zugeordnet, sobald das Produkt angelegt ist.',
      'no-warehouse-fits': 'Problematisch: kein Lager passt zu dieser Bestellung.',
      'several-warehouses-fit':
        'Problematisch: %{smart_count} Lager passt; ein Admin wählt. |||| Problematisch: %{smart_count} Lager passen; ein Admin wählt.',
    },
    inputs: {
      title: 'Was die Zuordnung gelesen hat',
      sku: 'SKU',
      quantity: 'Menge',
      unit_weight: 'Gewicht pro Einheit',
      total_weight: 'Gewicht × Menge',
      dimensions: 'L × B × H',
      lwh: 'L+B+H',
      unknown: '%{sku} (unbekannte SKU: zählt als nichts)',
      no_sku: '(keine SKU)',
      totals: 'Bestellung (Gesamtgewicht, größte Maße)',
      destination: 'Ziel: %{country}',
      no_destination:
        'Ziel: kein Land angegeben (nur ein Lager, das national und international versendet, passt)',
    },
    warehouses: {
      title: 'Lager',
      warehouse: 'Lager',
      result: 'Ergebnis',
      criteria: 'Geprüfte Kriterien',
      fits: 'Passt',
      fails: 'Passt nicht',
      none: 'Bei der Zuordnung gab es kein Lager.',
      deleted: 'Lager nicht mehr vorhanden',
    },
    criterion: {
      weight: 'Gewicht',
      length: 'Länge',
      width: 'Breite',
      height: 'Höhe',
      LWH: 'L+B+H',
    },
    check: {
      min_passed: 'min. %{criterion} %{limit} ≤ Bestellung %{value}',
      min_failed: 'min. %{criterion} %{limit} > Bestellung %{value}',
      max_passed: 'max. %{criterion} %{limit} ≥ Bestellung %{value}',
      max_failed: 'max. %{criterion} %{limit} < Bestellung %{value}',
      activated_passed: 'aktiviert',
      activated_failed: 'deaktiviert',
      shipping_passed: '%{shippingType} bedient %{destination} (%{implies})',
      shipping_failed: '%{shippingType} bedient %{destination} nicht, das braucht %{implies}',
      no_destination: 'eine Bestellung ohne Land',
    },
    change: {
      title: 'Die kleinste Änderung, mit der eines passen würde',
      sentence: '%{warehouse} passt, wenn %{changes}.',
      max: 'sein max. %{criterion} mindestens %{to} wäre',
      min: 'sein min. %{criterion} höchstens %{to} wäre',
      shipping: 'seine Versandart %{to} wäre (die Bestellung braucht %{implies})',
      and: ' und ',
    },
  },
};
