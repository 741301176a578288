import type { TranslationMessages } from 'react-admin';
import { orderDetailsMessagesDe } from '../../resources/orders/details/messages.de';
import { orderRoutingMessagesDe } from '../../resources/orders/routing/messages.de';
import { orderImportMessagesDe } from '../../resources/orders/import/messages.de';
import { orderMessagesDe } from '../../resources/orders/messages.de';
import { packMessagesDe } from '../../resources/packs/messages.de';
import { productMessagesDe } from '../../resources/products/messages.de';
import { purchaseOrderMessagesDe } from '../../resources/purchaseOrders/messages.de';
import { settingsMessagesDe } from '../../resources/settings/messages.de';
import { shippingAgentMessagesDe } from '../../resources/shippingAgents/messages.de';
import { stockMessagesDe } from '../../resources/stock/messages.de';
import { supplierMessagesDe } from '../../resources/suppliers/messages.de';
import { supplierOrderMessagesDe } from '../../resources/supplierOrders/messages.de';
import { warehouseMessagesDe } from '../../resources/warehouses/messages.de';
import { warehouseOrderMessagesDe } from '../../resources/warehouseOrders/messages.de';
import { pickupOrderMessagesDe } from '../../resources/pickupOrders/messages.de';
import { attentionMessagesDe } from '../../resources/attention/messages.de';
import { activityMessagesDe } from '../../resources/activity/messages.de';
import { overviewMessagesDe } from '../../resources/overview/messages.de';
import { channelMessagesDe } from '../../resources/channels/messages.de';
import { formMessagesDe } from '../components/forms/messages.de';
import { importDialogMessagesDe } from '../components/importDialog/messages.de';
import { scheduleDialogMessagesDe } from '../components/scheduleDialog/messages.de';
import { actionMessagesDe } from '../components/actions/messages.de';
import { printingMessagesDe } from '../components/printing/messages.de';
import { DECLARED_ENTITIES } from '../entities/declared';
import { entityMenuLabelsDe, entityMessagesDe } from '../entities/messages.de';
import type { shell } from './en';
import { mergeMessages, type MessageTree, type Translation } from './mergeMessages';
import { raGerman } from './ra.de';

/**
 * German texts of the app, key for key as en.ts (the messages test compares the two trees).
 * Screen names quoted by the specifications stay recognisable where operators know them by it
 * (Master Dashboard); codes (SKU, PO, PUO numbers) stay as they are.
 */
const shellDe: Translation<typeof shell> = {
  logo_alt: 'Fulfilment',
  login: {
    title: 'Zum Fortfahren anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    sign_in: 'Anmelden',
    forgot_password: 'Passwort vergessen?',
  },
  forgot_password: {
    title: 'Passwort vergessen',
    intro:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, um ein neues Passwort zu setzen.',
    email: 'E-Mail',
    continue: 'Weiter',
    back_to_sign_in: 'Zurück zur Anmeldung',
  },
  set_password: {
    title: 'Passwort setzen',
    token_missing: 'Token fehlt',
    checking_token: 'Token wird geprüft...',
    token_invalid: 'Token ungültig',
    token_help:
      'Der Link ist vielleicht abgelaufen oder wurde schon benutzt. Sie können einen neuen anfordern.',
    ask_new_link: 'Neuen Link anfordern',
    new_password: 'Neues Passwort',
    confirm_password: 'Passwort bestätigen',
    submit: 'Passwort setzen',
    mismatch: 'Passwort und Bestätigung stimmen nicht überein',
    min_length_hint: 'Mindestens %{min} Zeichen. Lange Passphrasen sind willkommen.',
  },
  account: {
    change_password: 'Passwort ändern',
    intro: 'Bestätigen Sie Ihr aktuelles Passwort. Wir senden Ihnen einen Link, um ein neues zu wählen.',
    current_password: 'Aktuelles Passwort',
    continue: 'Weiter',
    email_sent:
      'Die E-Mail zum Zurücksetzen des Passworts wurde gesendet. Bitte melden Sie sich jetzt ab, sonst können Sie das Passwort nicht ändern.',
  },
  menu: {
    ...entityMenuLabelsDe(DECLARED_ENTITIES),
    purchase_orders: 'Einkauf',
    po_to_be_sent: 'zu senden',
    po_sent: 'gesendet',
    supplier_orders: 'Bestellungen',
    pickup_orders: 'Abholaufträge',
    puo_to_be_sent: 'zu senden',
    puo_sent: 'gesendet',
    master_dashboard: 'Master Dashboard',
    consolidate: 'Konsolidieren',
    warehouse_orders: 'Lagerbestellungen',
    warehouses: 'Lager',
    suppliers: 'Lieferanten',
    shipping_agents: 'Spediteure',
    products: 'Produkte',
    stock: 'Bestand',
    user_settings: 'Benutzereinstellungen',
    settings: 'Einstellungen',
    change_password: 'Passwort ändern',
    logout: 'Abmelden',
  },
  values: {
    shipping_types: {
      'International+Domestic Shipping': 'Inland und international',
      'Domestic Shipping': 'Nur Inland',
      'International Shipping': 'Nur international',
    },
    payment_statuses: { 'Pending Payment': 'Zahlung ausstehend', Paid: 'Bezahlt', Cancelled: 'Storniert' },
    arrivals: {
      webhook: 'Webhook des Shops',
      sweep: 'Abgleich mit dem Shop',
      reconciliation: 'Tägliche Zählung',
      file: 'Dateiimport',
      manual: 'Von Hand erfasst',
    },
    reconciliation_outcomes: {
      agreed: 'Zahlen stimmen überein',
      fetched: 'Fehlende Bestellungen geholt',
      disagrees: 'Zahlen weichen ab',
      failed: 'Shop hat nicht geantwortet',
    },
    return_states: { open: 'Offen', received: 'Eingegangen', refunded: 'Erstattet' },
    return_conditions: { resaleable: 'Wiederverkaufbar', damaged: 'Beschädigt' },
    actor_kinds: { user: 'Benutzer', scheduler: 'Zeitplaner', shop: 'Shop' },
    activity_kinds: {
      created: 'Angelegt',
      changed: 'Geändert',
      deleted: 'Gelöscht',
      restored: 'Wiederhergestellt',
    },
  },
  user_menu: {
    button: '%{name}, Profil',
    edit: 'Bearbeiten',
    dark_theme: 'Dunkles Design',
    light_theme: 'Helles Design',
    language: 'Sprache',
    languages: { en: 'English', de: 'Deutsch' },
    preferences_not_saved:
      'Ihre Wahl gilt hier, konnte aber nicht für Ihr Konto gespeichert werden: %{error}',
  },
  screens: {
    po_to_be_sent: 'Geplante Lieferantenbestellungen',
    po_sent: 'Gesendete Lieferantenbestellungen',
    supplier_purchase_orders: 'Bestellungen',
    puo_to_be_sent: 'Geplante Abholaufträge',
    puo_sent: 'Gesendete Abholaufträge',
    master_dashboard: 'Master Dashboard',
    consolidate: 'Bestellungen konsolidieren',
    warehouse_orders: 'Lagerbestellungen',
    warehouses: 'Lager',
    add_warehouse: 'Lager anlegen',
    view_warehouse: 'Details: Lager',
    edit_warehouse: 'Lager bearbeiten',
    suppliers: 'Lieferanten',
    add_supplier: 'Lieferant anlegen',
    view_supplier: 'Details: Lieferant',
    edit_supplier: 'Lieferant bearbeiten',
    products: 'Produkte',
    add_product: 'Produkt anlegen',
    view_product: 'Produkt anzeigen',
    edit_product: 'Produkt bearbeiten',
    add_pack: 'Set anlegen',
    view_pack: 'Set anzeigen',
    edit_pack: 'Set bearbeiten',
    shipping_agents: 'Spediteure',
    add_shipping_agent: 'Spediteur anlegen',
    view_shipping_agent: 'Details: Spediteur',
    edit_shipping_agent: 'Spediteur bearbeiten',
    stock: 'Bestand',
    add_stock: 'Bestand anlegen',
    edit_stock: 'Bestand ändern',
    stock_history: 'Bestandsverlauf',
    settings: 'Einstellungen',
  },
  list: {
    filter: 'Filter',
    search: 'Suche',
    search_button: 'Suchen',
    active_filter: 'Aktiver Filter',
    items_per_page: 'Einträge pro Seite',
    total: '%{smart_count} Eintrag |||| %{smart_count} Einträge',
    total_about: 'etwa %{count} Einträge',
    row_menu: 'Aktionen',
    due: { overdue: 'Überfällig', 'due-today': 'Heute noch fällig' },
    loading: 'Wird geladen',
    no_results: 'Nichts gefunden.',
    view_details: 'Details anzeigen',
    edit: 'Bearbeiten',
    activate: 'Aktivieren',
    deactivate: 'Deaktivieren',
    delete: 'Löschen',
    cancel: 'Abbrechen',
    delete_confirm: 'Möchten Sie das wirklich löschen?',
    delete_selected_confirm: 'Möchten Sie die ausgewählten Einträge wirklich löschen?',
    open_work: {
      checking: 'Offene Arbeit, die davon abhängt, wird geprüft…',
      intro: 'Davon hängt offene Arbeit ab:',
      deactivate_question: 'Trotzdem deaktivieren? Versandbereite Ware wartet, bis ein anderer gesetzt ist.',
      delete_note:
        'Löschen wird abgelehnt, solange offene Arbeit davon abhängt; deaktivieren Sie den Eintrag, damit keine neue Arbeit hinzukommt.',
      kinds: {
        readyOrders:
          '%{smart_count} versandbereite Bestellung |||| %{smart_count} versandbereite Bestellungen',
        readyPurchaseOrderLines:
          '%{smart_count} versandbereite Lieferantenbestellposition |||| %{smart_count} versandbereite Lieferantenbestellpositionen',
        pickupOrdersToBeSent:
          '%{smart_count} noch zu sendender Abholauftrag |||| %{smart_count} noch zu sendende Abholaufträge',
        orders:
          '%{smart_count} noch nicht versandte Bestellung |||| %{smart_count} noch nicht versandte Bestellungen',
        orderLines:
          '%{smart_count} noch nicht versandte Bestellposition |||| %{smart_count} noch nicht versandte Bestellpositionen',
        products: '%{smart_count} Produkt |||| %{smart_count} Produkte',
        openPurchaseOrderLines:
          '%{smart_count} offene Lieferantenbestellposition |||| %{smart_count} offene Lieferantenbestellpositionen',
        sentPurchaseOrderLines:
          '%{smart_count} noch nicht versandte Position einer gesendeten Lieferantenbestellung |||| %{smart_count} noch nicht versandte Positionen gesendeter Lieferantenbestellungen',
        pickupOrderLines:
          '%{smart_count} noch nicht versandte Abholauftragsposition |||| %{smart_count} noch nicht versandte Abholauftragspositionen',
        stockUnits: '%{smart_count} Stück auf Lager |||| %{smart_count} Stück auf Lager',
      },
    },
    export_csv: 'CSV exportieren',
    export_failed: 'Der Export ist fehlgeschlagen: %{error}',
  },
  error: {
    network: 'Der Server ist nicht erreichbar. Bitte versuchen Sie es erneut.',
    unknown: 'Etwas ist schiefgelaufen',
  },
};

/** Every part of app.* in German, in the order of en.ts's appMessageParts. */
export const appMessagePartsDe: MessageTree[] = [
  shellDe,
  formMessagesDe,
  { entities: entityMessagesDe(DECLARED_ENTITIES) },
  warehouseMessagesDe,
  supplierMessagesDe,
  shippingAgentMessagesDe,
  settingsMessagesDe,
  productMessagesDe,
  packMessagesDe,
  stockMessagesDe,
  importDialogMessagesDe,
  orderMessagesDe,
  orderImportMessagesDe,
  orderDetailsMessagesDe,
  orderRoutingMessagesDe,
  warehouseOrderMessagesDe,
  supplierOrderMessagesDe,
  pickupOrderMessagesDe,
  scheduleDialogMessagesDe,
  actionMessagesDe,
  purchaseOrderMessagesDe,
  attentionMessagesDe,
  activityMessagesDe,
  overviewMessagesDe,
  channelMessagesDe,
  printingMessagesDe,
];

export const de: TranslationMessages = {
  ...raGerman,
  app: mergeMessages(...appMessagePartsDe),
};
