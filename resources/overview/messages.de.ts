import type { Translation } from '../../src/i18n/mergeMessages';
import type { overviewMessages } from './messages';

/** German texts of the overview, key for key as messages.ts. */
export const overviewMessagesDe: Translation<typeof overviewMessages> = {
  menu: { overview: 'Übersicht' },
  screens: { overview: 'Übersicht' },
  overview: {
    statuses: 'Bestellungen nach Status',
    attention: 'Zu erledigen',
    nothing_waits: 'Nichts wartet auf Sie.',
    chart: 'Bestellungen der letzten 30 Tage',
    shops: 'Onlineshops',
    chart_label: 'Importierte, versandte und verspätete Bestellungen pro Tag in den letzten 30 Tagen',
    imported: 'Importiert',
    shipped: 'Versandt',
    late: 'Verspätet',
    loading: 'Übersicht wird geladen',
    about: 'etwa %{count}',
    due: 'Zu senden',
    due_tiles: {
      purchaseOrders: {
        overdue: 'Bestellungen beim Lieferanten überfällig',
        'due-today': 'Bestellungen beim Lieferanten heute noch fällig',
      },
      pickupOrders: { overdue: 'Abholaufträge überfällig', 'due-today': 'Abholaufträge heute noch fällig' },
    },
  },
};
