import type { Translation } from '../../src/i18n/mergeMessages';
import type { warehouseMessages } from './messages';

/** German texts of the warehouse screens, key for key as messages.ts. */
export const warehouseMessagesDe: Translation<typeof warehouseMessages> = {
  warehouses: {
    add: 'Lager anlegen',
    update: 'Lager speichern',
    edit: 'Lager bearbeiten',
    sections: {
      details: 'Angaben zum Lager',
      address: 'Adresse',
      criteria: 'Kriterien für die Lagerauswahl',
      basic: 'Stammdaten',
      address_view: 'Adresse',
      pickup_times: 'Abholzeiten',
      criteria_view: 'Auswahlkriterien',
    },
    criteria: {
      criterion: 'Kriterium',
      minimum: 'Minimum',
      maximum: 'Maximum',
      weight: 'Gewicht (kg)',
      length: 'Länge (m)',
      width: 'Breite (m)',
      height: 'Höhe (m)',
      LWH: 'L+B+H (m)',
      min_weight: 'Mindestgewicht (kg)',
      max_weight: 'Höchstgewicht (kg)',
      min_length: 'Mindestlänge (m)',
      max_length: 'Höchstlänge (m)',
      min_width: 'Mindestbreite (m)',
      max_width: 'Höchstbreite (m)',
      min_height: 'Mindesthöhe (m)',
      max_height: 'Höchsthöhe (m)',
      min_LWH: 'Mindestens L+B+H (m)',
      max_LWH: 'Höchstens L+B+H (m)',
      shipping_type: 'Versandart',
    },
    preview: {
      title: 'Wirkung auf die Zuordnung',
      intro:
        'Was das Speichern dieser Kriterien ändern würde, erprobt an den Bestellungen der letzten 30 Tage und an den Bestellungen, die auf ein Lager warten. Beim Speichern werden die zuletzt aufgeführten wartenden Bestellungen zugeordnet; bereits entschiedene Bestellungen bleiben, wo sie sind.',
      loading: 'Änderung wird erprobt',
      needs_country: 'Geben Sie das Basisland an, um diese Kriterien an den Bestellungen zu erproben.',
      unavailable: 'Noch keine Vorschau: %{error}',
      recent:
        'Letzte %{days} Tage: %{smart_count} Bestellung zugeordnet |||| Letzte %{days} Tage: %{smart_count} Bestellungen zugeordnet',
      unchanged: 'Keine davon würde anders zugeordnet.',
      solved:
        '%{smart_count} problematische Bestellung wäre zugeordnet worden |||| %{smart_count} problematische Bestellungen wären zugeordnet worden',
      created:
        '%{smart_count} Bestellung wäre problematisch geworden |||| %{smart_count} Bestellungen wären problematisch geworden',
      moved:
        '%{smart_count} Bestellung wäre an ein anderes Lager gegangen |||| %{smart_count} Bestellungen wären an ein anderes Lager gegangen',
      route: '%{from} → %{to}: %{smart_count} Bestellung |||| %{from} → %{to}: %{smart_count} Bestellungen',
      waiting:
        'Wartend: %{smart_count} problematische Bestellung ohne Lager |||| Wartend: %{smart_count} problematische Bestellungen ohne Lager',
      routed_on_save:
        'Speichern ordnet %{smart_count} davon zu |||| Speichern ordnet %{smart_count} davon zu',
      shift: '%{from} → %{to}',
      more: 'und %{smart_count} weitere |||| und %{smart_count} weitere',
      problematic: 'problematisch',
      new_warehouse: 'dieses neue Lager',
    },
  },
};
