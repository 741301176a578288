import type { Translation } from '../../src/i18n/mergeMessages';
import type { returnMessages } from './messages';

/** German texts of Returns, key for key as messages.ts. */
export const returnMessagesDe: Translation<typeof returnMessages> = {
  menu: { returns: 'Retouren' },
  screens: { returns: 'Retouren' },
  returns: {
    columns: {
      return_number: 'Retoure',
      order: 'Bestellung',
      shipper: 'Geht zurück an',
      state: 'Stand',
      reason: 'Grund',
      units: 'Einheiten',
      opened_at: 'Eröffnet',
      condition: 'Zustand',
    },
    shippers: { warehouse: 'Lager %{name}', supplier: 'Lieferant %{name}' },
    days_open: '%{smart_count} Tag offen |||| %{smart_count} Tage offen',
    line: '%{quantity} × %{name}',
    receive: 'Eingang buchen',
    receive_title: 'Eingang der Retoure buchen',
    receive_selected_title: 'Eingang der ausgewählten Retouren buchen',
    condition: 'Zustand',
    condition_help:
      'Wiederverkaufbares geht zurück in den Bestand des Lagers; Beschädigtes wird abgeschrieben.',
    refund: 'Erstatten',
    refund_title: 'Retoure erstatten',
    refund_detail:
      'Ihre Positionen werden erstattet wie mit „Erstatten“ im Master Dashboard, und die Erstattung wird an den Shop übertragen. Das lässt sich nicht rückgängig machen.',
    open: 'Retoure eröffnen',
    open_title: 'Eine Retoure eröffnen',
    open_line: '%{name} (%{shipped} versandt)',
    reason: 'Grund',
    expected_days: 'Erwartete Tage',
  },
};
