import type { Translation } from '../../src/i18n/mergeMessages';
import type { orderMessages } from './messages';

/** German texts of the Master Dashboard and its order dialogs, key for key as messages.ts. */
export const orderMessagesDe: Translation<typeof orderMessages> = {
  orders: {
    columns: {
      date_time: 'Datum & Uhrzeit',
      order_number: 'Bestell-Nr.',
      customer_info: 'Kunde',
      warehouse: 'Lager',
      internal_sku: 'Interne SKU',
      supplier_sku: 'Lieferanten-SKU',
      supplier_product_name: 'Produktname des Lieferanten',
      supplier_name: 'Lieferant',
      product_info: 'Produktinfo',
      units: 'Stück',
      deadline_date: 'Frist',
      estimated_shipping_date: 'Vsl. Versand',
      product_status: 'Produktstatus',
      shipping_city: 'Lieferort',
      status: 'Status',
      consolidate: 'Konsolidieren',
    },
    filter_shop: 'Shop',
    all_shops: 'Alle Shops',
    tags: {
      shipped: 'Versandt',
      pending: 'Ausstehend',
      preparation: 'In Vorbereitung',
      ready: 'Versandbereit',
    },
    status: {
      Pending: 'Ausstehend',
      Preparation: 'In Vorbereitung',
      Ready: 'Versandbereit',
      'Awaiting Pickup': 'Wartet auf Abholung',
      Shipped: 'Versandt',
      Refund: 'Erstattet',
      Problematic: 'Problematisch',
    },
    run_cron: 'Cron ausführen',
    customer: {
      title: 'Kunde',
      unnamed: 'Kunde',
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      no_phone: 'Telefon nicht vorhanden',
      address: 'Adresse',
    },
    product_info: {
      title: 'Produktinfo',
      weight: 'Gewicht',
      dimensions: 'Maße',
      units: 'Einheiten',
    },
    unknown_sku: 'Unbekannte SKU',
    unknown_sku_named: 'Unbekannte SKU %{sku}',
    custom_item: 'Sonderposten',
    custom_item_detail:
      'Ohne SKU verkauft (Sonderposten, Trinkgeld oder Gutschein): wird hier weder zugeordnet noch eingekauft oder versandt',
    no_fulfilment: 'Keine Abwicklung nötig',
    custom_only: 'Nur Sonderposten: nichts abzuwickeln',
    add_product: 'Produkt hinzufügen',
    pack_badge: 'Set %{sku}',
    product_count: '%{smart_count} Produkt |||| %{smart_count} Produkte',
    products_of: 'Produkte der Bestellung %{order}',
    product_menu: 'Aktionen für %{sku}',
    please_select: 'Bitte wählen',
    choose_warehouse: 'Lager wählen',
    no_candidate: 'Kein Lager passt zu dieser Bestellung',
    problem: {
      'no-warehouse-fits': 'Kein Lager passt zu Paket und Ziel',
      'several-warehouses-fit': 'Mehrere Lager passen',
      'unknown-sku': 'Eine SKU ist nicht im Katalog',
    },
    hybrid: 'Hybrid',
    dropshipped: 'Streckengeschäft',
    consolidated: 'Konsolidiert',
    unconsolidated: 'Nicht konsolidiert',
    warehouse_selection: 'Lagerauswahl',
    warehouse_selection_detail: 'Bestellung %{order} wird von %{warehouse} versandt.',
    irreversible: 'Sind Sie sicher? Dies kann nicht rückgängig gemacht werden.',
    bulk: {
      choose_warehouse: 'Lager wählen',
      warehouse_of_selected:
        'Die ausgewählte problematische Bestellung wird vom gewählten Lager versandt. |||| Die %{smart_count} ausgewählten problematischen Bestellungen werden vom gewählten Lager versandt.',
      no_shared_candidate:
        'Die ausgewählten Bestellungen haben kein gemeinsames mögliches Lager: wählen Sie für jede einzeln.',
      consolidate_title: 'Ausgewählte Bestellungen konsolidieren',
      consolidate_detail:
        'Die zu kaufenden Produkte der ausgewählten Bestellung werden an ihr Lager geschickt, das die ganze Bestellung versendet. |||| Die zu kaufenden Produkte der %{smart_count} ausgewählten Bestellungen werden an ihre Lager geschickt, die die ganzen Bestellungen versenden.',
      unconsolidate_title: 'Konsolidierung der ausgewählten Bestellungen aufheben',
      unconsolidate_detail:
        'Die Lieferanten senden die Produkte der ausgewählten Bestellung direkt an den Kunden. |||| Die Lieferanten senden die Produkte der %{smart_count} ausgewählten Bestellungen direkt an die Kunden; eine Bestellung, deren Lieferant keinen Direktversand erlaubt, bleibt unverändert.',
      refund_title: 'Ausgewählte Bestellungen erstatten',
      refund_detail:
        'Jede noch nicht erstattete Produktposition der ausgewählten Bestellung wird erstattet; aus dem Bestand gelieferte, noch nicht versandte Einheiten gehen zurück ins Lager. |||| Jede noch nicht erstattete Produktposition der %{smart_count} ausgewählten Bestellungen wird erstattet; aus dem Bestand gelieferte, noch nicht versandte Einheiten gehen zurück ins Lager.',
    },
    confirm: 'BESTÄTIGEN',
    done: 'Fertig',
    close: 'Schließen',
    change_status: 'Status ändern',
    no_status_change: 'Für diese Bestellung ist gerade keine Statusänderung möglich.',
    consolidate_status: {
      Ready: 'Versandbereit',
      Pending: 'Vorbereitung ausstehend',
      Shipped: 'Versandt',
    },
    comment: {
      add: 'Kommentar hinzufügen',
      edit: 'Kommentar bearbeiten',
      label: 'Kommentar',
    },
    invoice_number: {
      title: 'Rechnungsnummer',
      label: 'Rechnungsnummer',
    },
    shipping_info: {
      title: 'Versandinfo',
      add_title: 'Versandinfo hinzufügen',
      trackingId: 'Sendungsnummer',
      agentName: 'Name des Spediteurs',
      trackingURL: 'Link zur Sendungsverfolgung',
    },
    shipping_ticket: 'Versandetikett',
    refund: {
      action: 'Erstatten',
      title: 'Erstattung',
      detail:
        'Das Produkt %{sku} (%{smart_count} Einheit) wird erstattet. |||| Das Produkt %{sku} (%{smart_count} Einheiten) wird erstattet.',
    },
    consolidate: {
      option: 'Konsolidieren',
      choose: 'Konsolidieren oder nicht konsolidieren',
      confirm_title: 'Bestellung konsolidieren',
      detail:
        'Die für Bestellung %{order} einzukaufenden Produkte gehen an ihr Lager, das die ganze Bestellung versendet.',
    },
    unconsolidate: {
      option: 'Nicht konsolidieren',
      confirm_title: 'Konsolidierung aufheben',
      detail: 'Die Lieferanten senden die Produkte der Bestellung %{order} direkt an den Kunden.',
    },
    advisory: {
      title: 'Streckengeschäft nicht möglich',
      ok: 'OK',
    },
  },
};
