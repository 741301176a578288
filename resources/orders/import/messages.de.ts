import type { Translation } from '../../../src/i18n/mergeMessages';
import type { orderImportMessages } from './messages';

/** German texts of the Master Dashboard's CSV import, key for key as messages.ts. */
export const orderImportMessagesDe: Translation<typeof orderImportMessages> = {
  order_import: {
    import_csv: 'CSV importieren',
    title: 'CSV importieren',
    count: 'Ungefähr %{count} Bestellungen importieren',
    summary: '%{imported} Bestellungen importiert, %{unchanged} unverändert, %{problematic} problematisch',
    rows_with_errors: '%{smart_count} Zeile mit Fehlern |||| %{smart_count} Zeilen mit Fehlern',
    left_out:
      'Wegen eines Zeilenfehlers ganz ausgelassen: Bestellung %{orders} |||| Wegen Zeilenfehlern ganz ausgelassen: %{smart_count} Bestellungen, %{orders}',
    and_more: 'und %{smart_count} weitere',
    failed: 'Etwas ist schiefgelaufen',
    failed_because: 'Etwas ist schiefgelaufen: %{error}',
    earlier_parts:
      '%{done} von %{total} Teilen der Datei wurden davor importiert. Dieselbe Datei erneut zu importieren ist sicher: bereits importierte Bestellungen bleiben unverändert.',
  },
};
