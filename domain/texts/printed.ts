/**
 * The words of the printed PDFs (server/services/printing) and of the screens that preview them
 * (the order details' Shipping Ticket, the print preview's pick list), in one place both sides
 * import: the printed page and the preview say the same in either language.
 */
export const printedTexts = {
  not_available: 'Not Available',
  no_phone: 'Phone not available',
  ticket: {
    button: 'Shipping Ticket',
    title: 'Shipping Ticket',
    sender: 'Sender',
    destination: 'Ship To',
    shipping_type: 'Shipping Type',
    standard: 'Standard',
    order_number: 'Order Number',
    generated_at: 'Generated',
    internal_skus: 'Internal SKUs',
    total_weight: 'Total Weight',
    customer_name: 'Customer Name',
    contact: 'Contact',
    address: 'Address',
  },
  pick: {
    title: 'Pick list',
    warehouse: 'Warehouse',
    generated_at: 'Generated',
    sku: 'SKU',
    product: 'Product',
    units: 'Units',
    orders: 'Orders',
    total: 'Total',
    totals: '%{skus} SKUs, %{units} units, %{orders} orders',
    order_barcodes: 'Orders on this list',
    unpicked: 'Not on any pick list (no warehouse yet, dropshipped or refunded): %{orders}',
    none: 'No warehouse picks anything for the selected orders.',
  },
};

/** A text tree of the same keys, worded in another language. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** The printed PDFs' words in German, key for key as printedTexts. */
export const printedTextsDe: SameKeys<typeof printedTexts> = {
  not_available: 'Nicht vorhanden',
  no_phone: 'Telefon nicht vorhanden',
  ticket: {
    button: 'Versandetikett',
    title: 'Versandetikett',
    sender: 'Absender',
    destination: 'Empfänger',
    shipping_type: 'Versandart',
    standard: 'Standard',
    order_number: 'Bestellnummer',
    generated_at: 'Erstellt',
    internal_skus: 'Interne SKUs',
    total_weight: 'Gesamtgewicht',
    customer_name: 'Kunde',
    contact: 'Kontakt',
    address: 'Adresse',
  },
  pick: {
    title: 'Pickliste',
    warehouse: 'Lager',
    generated_at: 'Erstellt',
    sku: 'SKU',
    product: 'Produkt',
    units: 'Stück',
    orders: 'Bestellungen',
    total: 'Summe',
    totals: '%{skus} SKUs, %{units} Stück, %{orders} Bestellungen',
    order_barcodes: 'Bestellungen dieser Liste',
    unpicked: 'Auf keiner Pickliste (noch kein Lager, Direktversand oder erstattet): %{orders}',
    none: 'Für die ausgewählten Bestellungen ist in keinem Lager etwas zu picken.',
  },
};
