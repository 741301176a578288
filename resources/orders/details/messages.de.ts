import type { Translation } from '../../../src/i18n/mergeMessages';
import type { orderDetailsMessages } from './messages';
import { printedTextsDe } from '../../../domain/texts/printed';

/** German texts of the order details, the timeline and the Shipping Ticket, key for key as messages.ts. */
export const orderDetailsMessagesDe: Translation<typeof orderDetailsMessages> = {
  order_details: {
    heading: '%{name} — Bestelldetails',
    heading_no_name: 'Bestelldetails',
    not_available: printedTextsDe.not_available,
    loading: 'Bestellung wird geladen…',
    missing: 'Keine Bestellung angegeben. Öffnen Sie eine aus der Bestellliste.',
    not_found: 'Diese Bestellung konnte nicht geladen werden: %{error}',
    stale:
      'Die Bestellung wird so gezeigt, wie sie beim Öffnen war; sie konnte nicht aktualisiert werden: %{error}',
    back_to_dashboard: 'Zurück zum Master Dashboard',
    back_to_warehouse_orders: 'Zurück zu den Lagerbestellungen',
    customer: {
      title: 'Kunde',
      name: 'Name',
      contact: 'Kontakt',
      no_phone: printedTextsDe.no_phone,
      email: 'E-Mail',
      address: 'Adresse',
      city: 'Ort',
      country: 'Land',
    },
    order: {
      title: 'Bestelldetails',
      order_number: 'Bestellnummer',
      total_products: 'Produkte insgesamt',
      status: 'Status',
      products: 'Produkte',
      no_products: 'Keine Produkte vorhanden',
      tracking_number: 'Sendungsnummer der Bestellung',
      agent_name: 'Spediteur',
      arrived_by: 'Eingegangen über',
      internal_name: 'Interner Name',
      supplier_name: 'Lieferant',
      supplier_sku: 'Lieferanten-SKU',
      quantity: 'Menge',
      line_status: 'Produktstatus',
      line_tracking: 'Sendungsverfolgung',
      pack: 'Set %{sku}',
      unknown_sku: 'Unbekannte SKU',
    },
    // Was der Shop nach dem Versand geändert hat, belassen, bis der Admin es erledigt.
    shop_changes: {
      kept: 'Im Shop geändert, nachdem sie versandt war, %{source} gelesen; unverändert belassen: %{changes}',
      resolve: 'Erledigen',
      title: 'Änderungen im Shop erledigen',
      detail:
        'Die Bestellung bleibt, wie sie ist (%{changes}). Erledigen, sobald Lieferant, Lager oder Kunde Bescheid wissen: die Bestellung verlässt „Zu erledigen“.',
      confirm: 'Erledigen',
    },
    parcels: {
      title: 'Pakete',
      none: 'Von dieser Bestellung ist noch nichts in einem Paket verschickt',
      unavailable: 'Die Pakete konnten nicht geladen werden: %{error}',
      parcel: 'Paket %{n}',
      by: { warehouse: 'vom Lager', supplier: 'vom Lieferanten', admin: 'vom Admin' },
      tracking: 'Sendungsnummer %{trackingId} mit %{agentName}',
      line: '%{quantity} × %{name}',
      shipped_of: '%{shipped} von %{of} versandt',
      add: 'Paket hinzufügen',
      add_title: 'Ein Paket hinzufügen',
      left: '%{name} (noch %{left} zu versenden)',
      agentName: 'Name des Spediteurs',
      trackingId: 'Sendungsnummer',
      trackingURL: 'Link zur Sendungsverfolgung',
    },
    timeline: {
      title: 'Verlauf',
      empty: 'Mit dieser Bestellung ist noch nichts geschehen',
      unavailable: 'Der Verlauf konnte nicht geladen werden: %{error}',
      system: 'System',
      a_warehouse: 'ein Lager',
      warehouse_changes: {
        added: 'angelegt',
        edited: 'geändert',
        activated: 'aktiviert',
        deactivated: 'deaktiviert',
      },
      // Wie eine Bestellung des Shops ankam, die ersten Worte ihrer ersten Zeile (domain/values.ts ARRIVALS).
      arrivals: {
        webhook: 'Per Webhook aus dem Shop übernommen',
        sweep: 'Vom Abgleich aus dem Shop übernommen',
        reconciliation: 'Von der täglichen Zählung aus dem Shop geholt',
        file: 'Aus einer Datei importiert',
        manual: 'Von Hand erfasst',
      },
      shop_changes: {
        address: '%{field} %{from} → %{to}',
        quantity: 'Menge von %{line} %{from} → %{to}',
        cancelled: 'storniert',
        deleted: 'im Shop gelöscht',
        none: '(leer)',
        fields: {
          firstName: 'Vorname',
          lastName: 'Nachname',
          address1: 'Adresse',
          address2: 'Adresszusatz',
          city: 'Ort',
          zip: 'PLZ',
          province: 'Bundesland',
          country: 'Land',
        },
        sources: { sync: 'vom Abgleich', webhook: 'per Webhook' },
      },
      events: {
        imported:
          'Importiert als Bestellung %{orderNumber} mit %{smart_count} Produktzeile, %{status} |||| Importiert als Bestellung %{orderNumber} mit %{smart_count} Produktzeilen, %{status}',
        synced:
          'Aus dem Shop übernommen als Bestellung %{orderNumber} mit %{smart_count} Produktzeile, %{status} |||| Aus dem Shop übernommen als Bestellung %{orderNumber} mit %{smart_count} Produktzeilen, %{status}',
        imported_with_custom:
          'Importiert als Bestellung %{orderNumber} mit %{smart_count} Produktzeile und %{custom} Sonderposten (ohne SKU, nichts abzuwickeln), %{status} |||| Importiert als Bestellung %{orderNumber} mit %{smart_count} Produktzeilen und %{custom} Sonderposten (ohne SKU, nichts abzuwickeln), %{status}',
        synced_with_custom:
          'Aus dem Shop übernommen als Bestellung %{orderNumber} mit %{smart_count} Produktzeile und %{custom} Sonderposten (ohne SKU, nichts abzuwickeln), %{status} |||| Aus dem Shop übernommen als Bestellung %{orderNumber} mit %{smart_count} Produktzeilen und %{custom} Sonderposten (ohne SKU, nichts abzuwickeln), %{status}',
        arrived:
          '%{arrival} als Bestellung %{orderNumber} mit %{smart_count} Produktzeile, %{status} |||| %{arrival} als Bestellung %{orderNumber} mit %{smart_count} Produktzeilen, %{status}',
        arrived_with_custom:
          '%{arrival} als Bestellung %{orderNumber} mit %{smart_count} Produktzeile und %{custom} Sonderposten (ohne SKU, nichts abzuwickeln), %{status} |||| %{arrival} als Bestellung %{orderNumber} mit %{smart_count} Produktzeilen und %{custom} Sonderposten (ohne SKU, nichts abzuwickeln), %{status}',
        routed: 'Zugeordnet an %{warehouse} (Paket mit %{weight})',
        problematic: 'Als problematisch markiert: %{reason}',
        product_added: 'Produkt %{skus} hinzugefügt; erneut zugeordnet wie beim Import',
        warehouse_changed: 'Lager %{warehouse} wurde %{change}; neu zugeordnet wie beim Import',
        warehouse_chosen: 'Lager gewählt: %{warehouse}',
        served_from_stock:
          'Bei %{warehouse}: %{smart_count} Zeile aus dem Bestand bedient, %{bought} bei Lieferanten einzukaufen |||| Bei %{warehouse}: %{smart_count} Zeilen aus dem Bestand bedient, %{bought} bei Lieferanten einzukaufen',
        consolidated: 'Konsolidiert: die eingekauften Produkte gehen an das Lager',
        unconsolidated: 'Nicht konsolidiert: die eingekauften Produkte gehen direkt an den Kunden',
        unconsolidated_hybrid:
          'Nicht konsolidiert (Hybrid): die eingekauften Produkte gehen direkt an den Kunden, der Rest wird aus dem Bestand versandt',
        status_changed: 'Status geändert von %{from} zu %{to}',
        refunded: 'Produkt %{line} erstattet; die Bestellung ist jetzt %{orderStatus}',
        shop_changed: 'Im Shop geändert, %{source} gelesen und übernommen: %{changes}',
        shop_change_kept:
          'Im Shop geändert, nachdem sie versandt war, %{source} gelesen; unverändert belassen: %{changes}',
        notes: 'Kommentar gesetzt: %{notes}',
        invoice_number: 'Rechnungsnummer gesetzt: %{invoiceNumber}',
        tracking: 'Versandinfo hinzugefügt: Sendungsnummer %{trackingId} mit %{agentName}',
        parcel: 'Paket mit %{agentName} versandt, Sendungsnummer %{trackingId}: %{lines}',
        shipping_agent: 'Spediteur gesetzt: %{agentName}',
        estimated_shipping_date: 'Voraussichtliches Versanddatum auf %{date} gesetzt',
        purchase_order_joined:
          'Zur Lieferantenbestellung %{poNumber} bei %{supplier} hinzugefügt: %{smart_count} Produktzeile an %{destination} |||| Zur Lieferantenbestellung %{poNumber} bei %{supplier} hinzugefügt: %{smart_count} Produktzeilen an %{destination}',
        purchase_order_left: 'Aus der Lieferantenbestellung %{poNumber} entfernt',
        purchase_order_left_refund: 'Erstattetes Produkt aus der Lieferantenbestellung %{poNumber} entfernt',
        purchase_order_sent: 'Lieferantenbestellung %{poNumber} an %{supplier} gesendet (%{to})',
        purchase_order_sent_no_address: 'Lieferantenbestellung %{poNumber} an %{supplier} gesendet',
        supplier_shipping_agent: 'Lieferant hat den Spediteur für %{sku} (%{poNumber}) gesetzt: %{agentName}',
        supplier_estimated_shipping_date:
          'Lieferant hat das voraussichtliche Versanddatum für %{sku} (%{poNumber}) auf %{date} gesetzt',
        supplier_status_changed: 'Lieferant hat %{sku} (%{poNumber}) von %{from} auf %{to} geändert',
        supplier_tracking:
          'Lieferant hat Versandinfo für %{sku} (%{poNumber}) hinzugefügt: Sendungsnummer %{trackingId} mit %{agentName}',
        pickup_order_joined:
          'Zum Abholauftrag %{pickupOrderNumber} hinzugefügt: %{smart_count} Einheit, abgeholt bei %{pickupFrom}, an %{sentTo} |||| Zum Abholauftrag %{pickupOrderNumber} hinzugefügt: %{smart_count} Einheiten, abgeholt bei %{pickupFrom}, an %{sentTo}',
        pickup_order_sent: 'Abholauftrag %{pickupOrderNumber} an %{agent} gesendet (%{to})',
        pickup_order_sent_no_address: 'Abholauftrag %{pickupOrderNumber} an %{agent} gesendet',
        pickup_order_status: 'Abholauftrag %{pickupOrderNumber}: Status geändert von %{from} zu %{to}',
        pickup_order_shipping_info:
          'Versandinfo zum Abholauftrag %{pickupOrderNumber} hinzugefügt: Sendungsnummer %{trackingId} mit %{agentName}',
        pickup_order_arrived:
          'Abholauftrag %{pickupOrderNumber} im Lager angekommen: %{smart_count} Produktzeile eingetroffen |||| Abholauftrag %{pickupOrderNumber} im Lager angekommen: %{smart_count} Produktzeilen eingetroffen',
        pickup_order_delivered:
          'Abholauftrag %{pickupOrderNumber} zugestellt: %{smart_count} Produktzeile an den Kunden versandt |||| Abholauftrag %{pickupOrderNumber} zugestellt: %{smart_count} Produktzeilen an den Kunden versandt',
        pickup_order_left_refund:
          'Aus Abholauftrag %{pickupOrderNumber} entfernt: das Produkt wurde erstattet',
        pickup_order_left_shipped:
          'Aus Abholauftrag %{pickupOrderNumber} entfernt: das Lager hat die Bestellung vor dem Senden versandt',
        pickup_order_left_supplier:
          'Aus Abholauftrag %{pickupOrderNumber} entfernt: der Lieferant hat das Produkt vor dem Senden versandt',
        pickup_order_left_agent:
          'Aus Abholauftrag %{pickupOrderNumber} entfernt: sein Spediteur wurde deaktiviert und ein anderer gesetzt',
        shop_fulfilment_sent:
          'Versand an den Shop übertragen: Sendungsnummer %{trackingNumber} mit %{company}',
        shop_fulfilment_already:
          'Der Shop hatte diese Produkte bereits als versandt gemeldet; Sendungsnummer %{trackingNumber} wurde nicht erneut übertragen',
        shop_fulfilment_failed:
          'Der Shop hat den Versand für Sendungsnummer %{trackingNumber} abgelehnt: %{error}',
        shop_fulfilment_not_sent: {
          'not-from-shop':
            'Sendungsnummer %{trackingNumber} nicht an den Shop übertragen: die Bestellung stammt nicht aus dem Shop (keine Shop-Bestell-ID)',
          'no-shop-line-items':
            'Sendungsnummer %{trackingNumber} nicht an den Shop übertragen: die Produkte sind keine Positionen der Shop-Bestellung',
          'no-shop-configured':
            'Sendungsnummer %{trackingNumber} nicht an den Shop übertragen: kein Shop eingerichtet',
        },
        return_opened_warehouse:
          'Retoure %{returnNumber} eröffnet: %{smart_count} Einheit zurück an das Lager (%{reason}) |||| Retoure %{returnNumber} eröffnet: %{smart_count} Einheiten zurück an das Lager (%{reason})',
        return_opened_supplier:
          'Retoure %{returnNumber} eröffnet: %{smart_count} Einheit zurück an den Lieferanten, der per E-Mail benachrichtigt wurde (%{reason}) |||| Retoure %{returnNumber} eröffnet: %{smart_count} Einheiten zurück an den Lieferanten, der per E-Mail benachrichtigt wurde (%{reason})',
        return_received_resaleable:
          'Retoure %{returnNumber} verkaufsfähig erhalten: %{smart_count} Einheit zurück im Bestand |||| Retoure %{returnNumber} verkaufsfähig erhalten: %{smart_count} Einheiten zurück im Bestand',
        return_received_damaged:
          'Retoure %{returnNumber} beschädigt erhalten: %{smart_count} Einheit abgeschrieben |||| Retoure %{returnNumber} beschädigt erhalten: %{smart_count} Einheiten abgeschrieben',
        return_refunded:
          'Retoure %{returnNumber} erstattet: %{smart_count} Einheit |||| Retoure %{returnNumber} erstattet: %{smart_count} Einheiten',
        shop_refund_sent: 'Erstattung an den Shop übertragen (%{note})',
        shop_refund_not_sent:
          'Erstattung nicht an den Shop gesendet (%{note}): die Bestellung kam nicht von dort',
        shop_refund_failed: 'Der Shop hat die Erstattung abgelehnt (%{note}): %{error}',
        other: 'Ereignis: %{kind}',
      },
      reasons: {
        'no-warehouse-fits': 'kein Lager kann dieses Paket in dieses Land versenden',
        'several-warehouses-fit': 'mehrere Lager könnten versenden (%{candidates}), bitte eines wählen',
        'unknown-sku': 'unbekannte SKU %{skus}',
      },
    },
    ticket: printedTextsDe.ticket,
  },
};
