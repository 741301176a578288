/**
 * The server's answers, each once: its key (what the answer carries beside `msg`), its English
 * (the documented `msg`, word for word) and its German, `{name}` standing for a value the answer
 * carries in `values`. Both sides import it: the server words its answers from it
 * (domain/texts/answers.ts `say`), the browser finds an answer's German by its key.
 * `labels` names the values a screen shows as the app's own label, each with the list it is a
 * value of (a status: "Ready" reads "Versandbereit"): the browser finds its German by that list
 * and the value, not by reading the English.
 */
import { BEFORE_ORDER_DATE, TOO_FAR_AHEAD } from '../estimatedDate';
import { NO_TICKET_NO_WAREHOUSE } from './screenAnswers';

/**
 * The lists a label among an answer's values comes from: a status (of an order, a warehouse
 * order, a pickup assignment, a supplier line: the value is the status as stored); a declared
 * entity (its singular); a field's label; what holds a record from deletion (built from the
 * answer's other values, domain/deletionHolds.ts); another answer (its key in `<name>Key`); an
 * instant (ISO) shown as its UTC day or time, as each language writes it.
 */
export type LabelKind = 'status' | 'entity' | 'field' | 'holds' | 'answer' | 'utcDate' | 'utcTime';

export interface AnswerText {
  en: string;
  de: string;
  labels?: Readonly<Record<string, LabelKind>>;
}

export const ANSWERS = {
  notFound: { en: 'Not found', de: 'Nicht gefunden' },
  statusWasChangedMeanwhileReload: {
    en: 'The status was changed meanwhile; reload and try again',
    de: 'Der Status wurde inzwischen geändert; laden Sie neu und versuchen Sie es erneut',
  },
  chooseActivatedShippingAgent: {
    en: 'Choose an activated shipping agent',
    de: 'Wählen Sie einen aktivierten Versanddienstleister',
  },
  invalidEmailPassword: { en: 'Invalid email or password', de: 'E-Mail-Adresse oder Passwort ungültig' },
  estimatedShippingDateReadYyyy: {
    en: 'The estimated shipping date must read YYYY-MM-DD',
    de: 'Das voraussichtliche Versanddatum muss als JJJJ-MM-TT angegeben sein',
  },
  estimatedShippingDateCannotBefore: {
    en: BEFORE_ORDER_DATE,
    de: 'Das voraussichtliche Versanddatum darf nicht vor dem Bestelldatum liegen',
  },
  estimatedShippingDateCannotMore: {
    en: TOO_FAR_AHEAD,
    de: 'Das voraussichtliche Versanddatum darf höchstens ein Jahr in der Zukunft liegen',
  },
  chooseActivatedWarehouse: { en: 'Choose an activated warehouse', de: 'Wählen Sie ein aktiviertes Lager' },
  supplierDeactivatedChooseActivatedSupplier: {
    en: 'This supplier is deactivated: choose an activated supplier',
    de: 'Dieser Lieferant ist deaktiviert: Wählen Sie einen aktivierten Lieferanten',
  },
  chooseActivatedSupplier: {
    en: 'Choose an activated supplier',
    de: 'Wählen Sie einen aktivierten Lieferanten',
  },
  productNoStockWarehouse: {
    en: 'This product has no stock in this warehouse',
    de: 'Dieses Produkt hat in diesem Lager keinen Bestand',
  },
  couldNotAssignShippingAgent: {
    en: 'could not assign shipping agent',
    de: 'Der Versanddienstleister konnte nicht zugewiesen werden',
  },
  dropshippedOrderShippedSuppliersStatus: {
    en: 'A dropshipped order is shipped by its suppliers: its status follows its products',
    de: 'Eine Streckengeschäft-Bestellung wird von ihren Lieferanten versendet: Ihr Status folgt ihren Produkten',
  },
  problematicOrderNeedsWarehouseBefore: {
    en: 'A problematic order needs a warehouse before its status can change',
    de: 'Eine problematische Bestellung braucht ein Lager, bevor sich ihr Status ändern kann',
  },
  shippingInfoAlreadyAddedOrder: {
    en: 'Shipping info has already been added to this order',
    de: 'Diese Bestellung hat bereits Versandinformationen',
  },
  addShippingInfoBeforeMarking: {
    en: 'Add the shipping info before marking a delivery to the customer Shipped',
    de: 'Fügen Sie die Versandinformationen hinzu, bevor Sie eine Lieferung an den Kunden als Versandt markieren',
  },
  somethingWentWrong: { en: 'Something went wrong', de: 'Etwas ist schiefgelaufen' },
  openWork: { en: 'Open work', de: 'Offene Arbeit' },
  couldNotDonePleaseTry: {
    en: 'Could not be done: please try again',
    de: 'Konnte nicht ausgeführt werden: Bitte versuchen Sie es erneut',
  },
  alreadyActivatedNothingChange: {
    en: 'Already activated: nothing to change',
    de: 'Bereits aktiviert: nichts zu ändern',
  },
  alreadyDeactivatedNothingChange: {
    en: 'Already deactivated: nothing to change',
    de: 'Bereits deaktiviert: nichts zu ändern',
  },
  alreadyDeletedNothingChange: {
    en: 'Already deleted: nothing to change',
    de: 'Bereits gelöscht: nichts zu ändern',
  },
  pleaseSignIn: { en: 'Please sign in', de: 'Bitte melden Sie sich an' },
  notAllowed: { en: 'You are not allowed to do this', de: 'Dazu sind Sie nicht berechtigt' },
  requestTooLarge: { en: 'The request is too large', de: 'Die Anfrage ist zu groß' },
  unsupportedContentType: { en: 'Unsupported content type', de: 'Nicht unterstützter Inhaltstyp' },
  preferencesSaved: { en: 'Preferences saved', de: 'Einstellungen gespeichert' },
  emailWillBeSentAgain: { en: 'The e-mail will be sent again', de: 'Die E-Mail wird erneut gesendet' },
  trackingWillWrittenShopAgain: {
    en: 'The tracking will be written to the shop again',
    de: 'Die Sendungsverfolgung wird erneut an den Shop übertragen',
  },
  shopChangesResolved: {
    en: 'The changes made in the shop are resolved',
    de: 'Die Änderungen im Shop sind erledigt',
  },
  noShopChangesToResolve: {
    en: 'This order has no changes from the shop to resolve',
    de: 'Diese Bestellung hat keine Änderungen aus dem Shop zu erledigen',
  },
  signedIn: { en: 'Signed in', de: 'Angemeldet' },
  signedOut: { en: 'Signed out', de: 'Abgemeldet' },
  pickupOrdersSent: { en: 'Pickup orders sent', de: 'Abholaufträge gesendet' },
  pickupOrderSent: { en: 'Pickup order sent', de: 'Abholauftrag gesendet' },
  purchaseOrdersSent: { en: 'Purchase orders sent', de: 'Lieferantenbestellungen gesendet' },
  purchaseOrderSent: { en: 'Purchase order sent', de: 'Lieferantenbestellung gesendet' },
  purchaseOrderAlreadySent: {
    en: 'This purchase order has already been sent',
    de: 'Diese Lieferantenbestellung wurde bereits gesendet',
  },
  pickupOrderAlreadySent: {
    en: 'This pickup order has already been sent',
    de: 'Dieser Abholauftrag wurde bereits gesendet',
  },
  pickupOrderAgentInactive: {
    en: 'The shipping agent of this pickup order is deactivated or deleted: give its items another shipping agent first',
    de: 'Der Versanddienstleister dieses Abholauftrags ist deaktiviert oder gelöscht: Geben Sie seinen Artikeln zuerst einen anderen Versanddienstleister',
  },
  alreadySentNothingChange: {
    en: 'Already sent: nothing to change',
    de: 'Bereits gesendet: nichts zu ändern',
  },
  alreadyShippingInfoNothingChange: {
    en: 'Already has shipping info: nothing to change',
    de: 'Versandinfo bereits vorhanden: nichts zu ändern',
  },
  oneThesePurchaseOrdersAlready: {
    en: 'One of these purchase orders has already been sent',
    de: 'Eine dieser Lieferantenbestellungen wurde bereits gesendet',
  },
  settingsSavedSuccessfully: {
    en: 'Settings saved successfully',
    de: 'Einstellungen erfolgreich gespeichert',
  },
  stockAddedSuccessfully: { en: 'Stock added successfully', de: 'Bestand erfolgreich hinzugefügt' },
  stockUpdatedSuccessfully: { en: 'Stock updated successfully', de: 'Bestand erfolgreich aktualisiert' },
  imageUploadedSuccessfully: { en: 'Image uploaded successfully', de: 'Bild erfolgreich hochgeladen' },
  imageRemovedSuccessfully: { en: 'Image removed successfully', de: 'Bild erfolgreich entfernt' },
  sendImageAsMultipartForm: {
    en: 'Send the image as a multipart form with the field "image"',
    de: 'Senden Sie das Bild als Multipart-Formular mit dem Feld „image“',
  },
  chooseImageUpload: { en: 'Choose an image to upload', de: 'Wählen Sie ein Bild zum Hochladen' },
  emailNotFound: { en: 'E-mail not found', de: 'E-Mail nicht gefunden' },
  emailNotGivenUpOn: {
    en: 'This e-mail was not given up on: it is sent or still being sent',
    de: 'Diese E-Mail wurde nicht aufgegeben: Sie ist gesendet oder wird noch gesendet',
  },
  trackingWriteBackNotFound: {
    en: 'Tracking write-back not found',
    de: 'Rückmeldung der Sendungsverfolgung nicht gefunden',
  },
  trackingWrittenShopNotFailing: {
    en: 'This tracking is written to the shop or not failing',
    de: 'Diese Sendungsverfolgung ist an den Shop übertragen oder schlägt nicht fehl',
  },
  tokenValid: { en: 'Token valid', de: 'Token gültig' },
  tokenInvalid: { en: 'Token invalid', de: 'Token ungültig' },
  passwordChangedSuccessfully: { en: 'Password changed successfully', de: 'Passwort erfolgreich geändert' },
  accountDeactivatedPleaseContactAdministrator: {
    en: 'This account is deactivated. Please contact your administrator.',
    de: 'Dieses Konto ist deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
  },
  youOnlyChangeOwnPassword: {
    en: 'You can only change your own password',
    de: 'Sie können nur Ihr eigenes Passwort ändern',
  },
  currentPasswordNotCorrect: {
    en: 'The current password is not correct',
    de: 'Das aktuelle Passwort ist nicht richtig',
  },
  passwordResetEmailSentEmail: {
    en: 'Password reset email sent to your email. Please logout now, otherwise you will not be able to change password.',
    de: 'Eine E-Mail zum Zurücksetzen des Passworts wurde an Ihre Adresse gesendet. Bitte melden Sie sich jetzt ab, sonst können Sie das Passwort nicht ändern.',
  },
  resetLinkSentIfAccountExists: {
    en: 'If an account exists for this e-mail, we have sent a link to set a new password.',
    de: 'Wenn es ein Konto mit dieser E-Mail-Adresse gibt, haben wir einen Link zum Festlegen eines neuen Passworts gesendet.',
  },
  noActiveWarehouseSupplierThat: {
    en: 'No active warehouse or supplier is that recipient',
    de: 'Kein aktives Lager und kein aktiver Lieferant ist dieser Empfänger',
  },
  emailTaken: {
    en: 'A user with this e-mail already exists',
    de: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
  },
  orderNotFound: { en: 'Order not found', de: 'Bestellung nicht gefunden' },
  productRefunded: { en: 'Product refunded', de: 'Produkt erstattet' },
  warehouseAlreadyAssignedOrder: {
    en: 'A warehouse has already been assigned to this order',
    de: 'Dieser Bestellung ist bereits ein Lager zugewiesen',
  },
  warehouseNotOneCandidatesOrder: {
    en: 'This warehouse is not one of the candidates of the order',
    de: 'Dieses Lager gehört nicht zu den möglichen Lagern der Bestellung',
  },
  onlyRefundSetProductHere: {
    en: 'Only Refund can be set on a product here',
    de: 'Hier kann ein Produkt nur auf Erstattet gesetzt werden',
  },
  commentSavedSuccessfully: { en: 'Comment saved successfully', de: 'Kommentar erfolgreich gespeichert' },
  invoiceNumberSavedSuccessfully: {
    en: 'Invoice number saved successfully',
    de: 'Rechnungsnummer erfolgreich gespeichert',
  },
  productNotFoundOrder: {
    en: 'Product not found in this order',
    de: 'Produkt in dieser Bestellung nicht gefunden',
  },
  productNotPackChangeEdit: {
    en: 'This is a product, not a pack: change it on the Edit Product screen',
    de: 'Dies ist ein Produkt, kein Set: Ändern Sie es unter „Produkt bearbeiten“',
  },
  productAlreadyJoinedPickupOrder: {
    en: 'This product has already joined a pickup order',
    de: 'Dieses Produkt gehört bereits zu einem Abholauftrag',
  },
  orderNotWarehouse: {
    en: 'The order is not at this warehouse',
    de: 'Die Bestellung liegt nicht in diesem Lager',
  },
  orderNoProductWarehouseShips: {
    en: 'The order has no product the warehouse ships',
    de: 'Die Bestellung hat kein Produkt, das dieses Lager versendet',
  },
  shippingInfoAddedSuccessfully: {
    en: 'Shipping info added successfully',
    de: 'Versandinformationen erfolgreich hinzugefügt',
  },
  assignmentNotFound: { en: 'Assignment not found', de: 'Zuordnung nicht gefunden' },
  fileNoProductRows: { en: 'The file has no product rows', de: 'Die Datei enthält keine Produktzeilen' },
  packChangeEditPackScreen: {
    en: 'This is a pack: change it on the Edit Pack screen',
    de: 'Dies ist ein Set: Ändern Sie es unter „Set bearbeiten“',
  },
  supplierDoesNotExistWas: {
    en: 'The supplier does not exist or was deleted',
    de: 'Der Lieferant existiert nicht oder wurde gelöscht',
  },
  unitsUpdated: { en: 'Units updated', de: 'Stückzahl aktualisiert' },
  assignOrderNotFound: { en: 'Assign order not found', de: 'Zuordnung nicht gefunden' },
  assignOrderDeleted: { en: 'Assign order deleted', de: 'Zuordnung gelöscht' },
  shippingAgentAssigned: { en: 'Shipping agent assigned', de: 'Versanddienstleister zugewiesen' },
  estimatedShippingDateUpdated: {
    en: 'Estimated shipping date updated',
    de: 'Voraussichtliches Versanddatum aktualisiert',
  },
  chooseProductSupplier: {
    en: 'Choose a product of this supplier',
    de: 'Wählen Sie ein Produkt dieses Lieferanten',
  },
  scheduledDateTimeUpdated: {
    en: 'Scheduled date and time updated',
    de: 'Geplantes Datum und Uhrzeit aktualisiert',
  },
  newDateTimeReadYyyy: {
    en: 'The new date and time must read YYYY-MM-DDTHH:mm',
    de: 'Datum und Uhrzeit müssen als JJJJ-MM-TTTHH:mm angegeben sein',
  },
  signatureImageUploadedFirst: {
    en: 'The signature image must be uploaded first',
    de: 'Das Signaturbild muss zuerst hochgeladen werden',
  },
  noShopConfiguredSetShopify: {
    en: 'No shop is configured: set SHOPIFY_SHOP and SHOPIFY_ACCESS_TOKEN to sync orders from Shopify.',
    de: 'Kein Shop eingerichtet: Setzen Sie SHOPIFY_SHOP und SHOPIFY_ACCESS_TOKEN, um Bestellungen aus Shopify abzugleichen.',
  },
  imageDamagedWidthHeightCannot: {
    en: 'The image is damaged: its width and height cannot be read',
    de: 'Das Bild ist beschädigt: Breite und Höhe lassen sich nicht lesen',
  },
  filePngJpegGifWebp: {
    en: 'The file must be a PNG, JPEG, GIF or WebP image',
    de: 'Die Datei muss ein PNG-, JPEG-, GIF- oder WebP-Bild sein',
  },
  warehouseNotFound: { en: 'Warehouse not found', de: 'Lager nicht gefunden' },
  shopNotConfigured: { en: 'No such shop is configured', de: 'Kein solcher Shop ist eingerichtet' },
  channels: { en: 'Channels', de: 'Kanäle' },
  shops: { en: 'Shops', de: 'Shops' },
  shopCounted: { en: 'Counted the orders of {shop}', de: 'Bestellungen von {shop} gezählt' },
  stockTotalWouldLargerThan: {
    en: 'The stock total would be larger than the system can hold',
    de: 'Der Gesamtbestand wäre größer, als das System speichern kann',
  },
  warehouseDoesNotExistWas: {
    en: 'The warehouse does not exist or was deleted',
    de: 'Das Lager existiert nicht oder wurde gelöscht',
  },
  productDoesNotExistWas: {
    en: 'The product does not exist, was deleted, or is a pack',
    de: 'Das Produkt existiert nicht, wurde gelöscht oder ist ein Set',
  },
  orderAlreadyConsolidatedUnconsolidated: {
    en: 'This order is already consolidated or unconsolidated',
    de: 'Diese Bestellung ist bereits konsolidiert oder nicht konsolidiert',
  },
  problematicOrderNeedsWarehouseFirst: {
    en: 'A problematic order needs a warehouse first',
    de: 'Eine problematische Bestellung braucht zuerst ein Lager',
  },
  orderNoProductsBuyShips: {
    en: 'This order has no products to buy: it ships from stock',
    de: 'Für diese Bestellung ist nichts einzukaufen: Sie wird aus dem Bestand versendet',
  },
  orderConsolidatedSuccessfuly: {
    en: 'Order consolidated Successfuly',
    de: 'Bestellung erfolgreich konsolidiert',
  },
  orderUnconsolidatedSuccessfuly: {
    en: 'Order Unconsolidated Successfuly',
    de: 'Konsolidierung der Bestellung erfolgreich aufgehoben',
  },
  statusOnlyChangedPendingPreparation: {
    en: 'The status can only be changed to Pending or Preparation here',
    de: 'Der Status kann hier nur auf Ausstehend oder In Vorbereitung geändert werden',
  },
  productAlreadyRefunded: {
    en: 'This product is already refunded',
    de: 'Dieses Produkt ist bereits erstattet',
  },
  warehouseBoundLineNeedsWarehouse: {
    en: 'A warehouse-bound line needs its warehouse',
    de: 'Eine Position für ein Lager braucht ihr Lager',
  },
  customerBoundLineNeedsOrder: {
    en: 'A customer-bound line needs its order or a typed-in customer',
    de: 'Eine Position für einen Kunden braucht ihre Bestellung oder einen eingegebenen Kunden',
  },
  statusOnlyAwaitingPickupShipped: {
    en: 'The status can only be Awaiting Pickup or Shipped here',
    de: 'Der Status kann hier nur Wartet auf Abholung oder Versandt sein',
  },
  assignmentAlreadyShipped: {
    en: 'This assignment has already been shipped',
    de: 'Diese Zuordnung wurde bereits versendet',
  },
  statusOnlyRefundShippedHere: {
    en: 'The status can only be Refund or Shipped here',
    de: 'Der Status kann hier nur Erstattet oder Versandt sein',
  },
  productAlreadyShipped: {
    en: 'This product has already been shipped',
    de: 'Dieses Produkt wurde bereits versendet',
  },
  shippingInfoAlreadyAddedAssignment: {
    en: 'Shipping info has already been added to this assignment',
    de: 'Diese Zuordnung hat bereits Versandinformationen',
  },
  warehouseDeliveryNeedsWarehouse: {
    en: 'A warehouse delivery needs its warehouse',
    de: 'Eine Lieferung an ein Lager braucht ihr Lager',
  },
  consolidatedLineNeedsOrdersAssigned: {
    en: 'A consolidated line needs the order’s assigned warehouse',
    de: 'Eine konsolidierte Position braucht das zugewiesene Lager der Bestellung',
  },
  statusOnlyPendingPreparationReady: {
    en: 'The status can only be Pending, Preparation or Ready here',
    de: 'Der Status kann hier nur Ausstehend, In Vorbereitung oder Versandbereit sein',
  },
  statusOnlyPreparationPendingReady: {
    en: 'The status can only be Preparation, Pending or Ready here',
    de: 'Der Status kann hier nur In Vorbereitung, Ausstehend oder Versandbereit sein',
  },
  consolidateUnconsolidateOrderBeforeChanging: {
    en: 'Consolidate or unconsolidate the order before changing its status',
    de: 'Konsolidieren Sie die Bestellung oder heben Sie die Konsolidierung auf, bevor Sie ihren Status ändern',
  },
  statusOnlyReadyPendingShipped: {
    en: 'The status can only be Ready, Pending or Shipped here',
    de: 'Der Status kann hier nur Versandbereit, Ausstehend oder Versandt sein',
  },
  shippingInfoAlreadyAddedProduct: {
    en: 'Shipping info has already been added to this product',
    de: 'Dieses Produkt hat bereits Versandinformationen',
  },
  refundedProductTakesNoShipping: {
    en: 'A refunded product takes no shipping info',
    de: 'Ein erstattetes Produkt erhält keine Versandinformationen',
  },
  alreadyConsolidatedNothingChange: {
    en: 'Already consolidated: nothing to change',
    de: 'Bereits konsolidiert: nichts zu ändern',
  },
  alreadyUnconsolidatedNothingChange: {
    en: 'Already unconsolidated: nothing to change',
    de: 'Konsolidierung bereits aufgehoben: nichts zu ändern',
  },
  alreadyRefundedNothingChange: {
    en: 'Already refunded: nothing to change',
    de: 'Bereits erstattet: nichts zu ändern',
  },
  orderRefundedNothingConsolidate: {
    en: 'This order is refunded: nothing to consolidate',
    de: 'Diese Bestellung ist erstattet: nichts zu konsolidieren',
  },
  notAllSuppliersOrderAllow: {
    en: 'Not all suppliers in this order allow dropshipping. Consolidation is recommended.',
    de: 'Nicht alle Lieferanten dieser Bestellung erlauben Direktversand. Konsolidierung wird empfohlen.',
  },
  clientGone: {
    en: 'The client went away before its request was done; nothing was changed',
    de: 'Der Client hat die Verbindung getrennt, bevor seine Anfrage ausgeführt war; nichts wurde geändert',
  },
  // Answers with values.
  serverBusy: {
    en: 'The server was too busy to start this request within {seconds} seconds; nothing was changed. Please try again.',
    de: 'Der Server war zu ausgelastet, um diese Anfrage innerhalb von {seconds} Sekunden zu beginnen; nichts wurde geändert. Bitte versuchen Sie es erneut.',
  },
  tooManyAttempts: {
    en: 'Too many attempts. Please try again in {after}.',
    de: 'Zu viele Versuche. Bitte versuchen Sie es in {after} erneut.',
  },
  invalidInput: { en: 'Invalid input. {problems}', de: 'Ungültige Eingabe. {problems}' },
  cannotBeChanged: {
    en: '{field} cannot be changed',
    de: '{field} kann nicht geändert werden',
    labels: { field: 'field' },
  },
  internalSkuUsed: {
    en: 'The internal SKU "{sku}" is already used',
    de: 'Die interne SKU „{sku}“ wird bereits verwendet',
  },
  internalSkuUsedByPack: {
    en: 'The internal SKU "{sku}" is already used by the pack "{name}"',
    de: 'Die interne SKU „{sku}“ wird bereits vom Set „{name}“ verwendet',
  },
  internalSkuUsedByProduct: {
    en: 'The internal SKU "{sku}" is already used by the product "{name}"',
    de: 'Die interne SKU „{sku}“ wird bereits vom Produkt „{name}“ verwendet',
  },
  // Printing the selection (server/services/printing): what could not be printed.
  ordersNotFound: { en: 'Order not found: {ids}', de: 'Bestellung nicht gefunden: {ids}' },
  pickupOrdersNotFound: { en: 'Pickup order not found: {ids}', de: 'Abholauftrag nicht gefunden: {ids}' },
  noTicketNoWarehouse: NO_TICKET_NO_WAREHOUSE,
  noTicketNoAssignment: {
    en: 'No ticket for {orders}: no assignment',
    de: 'Kein Versandetikett für {orders}: keine Zuordnung',
  },
  noWarehousePicks: {
    en: 'No warehouse picks anything for {orders}',
    de: 'Kein Lager kommissioniert etwas für {orders}',
  },
  pdfNotDrawn: { en: 'The PDF could not be drawn: {why}', de: 'Das PDF konnte nicht erstellt werden: {why}' },
  // A batch's answer (domain/batch.ts).
  batchChanged: { en: '{done} changed', de: '{done} geändert' },
  batchChangedRefused: {
    en: '{done} changed, {refused} refused',
    de: '{done} geändert, {refused} abgelehnt',
  },
  // A shop's webhook deliveries (server/routes/webhooks.ts).
  deliveryReceived: { en: 'Delivery received', de: 'Zustellung empfangen' },
  deliveryPing: { en: 'Ping received', de: 'Ping empfangen' },
  deliveryIgnoredTopic: {
    en: 'Delivery received: the topic {topic} is not taken in',
    de: 'Zustellung empfangen: Das Thema {topic} wird nicht übernommen',
  },
  deliverySignatureInvalid: {
    en: 'The delivery is not signed with the webhook secret',
    de: 'Die Zustellung ist nicht mit dem Webhook-Geheimnis signiert',
  },
  deliveryOtherShop: {
    en: 'Deliveries are taken only from {shop}',
    de: 'Zustellungen werden nur von {shop} angenommen',
  },
  columnMissing: { en: 'The column {column} is missing', de: 'Die Spalte {column} fehlt' },
  deliveryHeaderMissing: { en: 'The header {header} is missing', de: 'Der Header {header} fehlt' },
  deliveryBodyUnreadable: {
    en: 'The delivery body cannot be read: {why}',
    de: 'Der Inhalt der Zustellung kann nicht gelesen werden: {why}',
  },
  // Sign-in limits (server/services/signInLimits.ts, the reset's limit in server/routes/auth.ts).
  tooManyRequestsAccount: {
    en: 'Too many requests for this account. Please try again in {minutes} minutes.',
    de: 'Zu viele Anfragen für dieses Konto. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  },
  tooManySignInsAccount: {
    en: 'Too many failed sign-ins for this account. Please try again in {minutes} minutes.',
    de: 'Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  },
  tooManySignInsNetwork: {
    en: 'Too many failed sign-ins from your network. Please try again in {minutes} minutes.',
    de: 'Zu viele fehlgeschlagene Anmeldungen aus Ihrem Netzwerk. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  },
  tooManySignInsAccountOrKnownBrowser: {
    en: 'Too many failed sign-ins for this account. Please try again in {minutes} minutes, or sign in from a browser you signed in with before.',
    de: 'Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Bitte versuchen Sie es in {minutes} Minuten erneut oder melden Sie sich in einem Browser an, mit dem Sie sich schon angemeldet haben.',
  },
  // The master data's answers (domain/entities/entity.ts): the record's kind, then what happened.
  recordAdded: {
    en: '{record} added successfully',
    de: '{record} erfolgreich hinzugefügt',
    labels: { record: 'entity' },
  },
  recordDeleted: {
    en: '{record} deleted successfully',
    de: '{record} erfolgreich gelöscht',
    labels: { record: 'entity' },
  },
  recordNotFound: {
    en: '{record} not found',
    de: '{record} nicht gefunden',
    labels: { record: 'entity' },
  },
  recordUpdated: {
    en: '{record} updated successfully',
    de: '{record} erfolgreich aktualisiert',
    labels: { record: 'entity' },
  },
  recordActivated: { en: '{record} activated', de: '{record} aktiviert', labels: { record: 'entity' } },
  recordDeactivated: { en: '{record} deactivated', de: '{record} deaktiviert', labels: { record: 'entity' } },
  // A deletion refused while unfinished work depends on the record (domain/deletionHolds.ts):
  // `holds` is the English list, its German made from the counts among the values.
  deletionHeldDeactivate: {
    en: '{name} still has {holds}; deactivate it to stop new work',
    de: '{name} hat noch {holds}; deaktivieren Sie den Eintrag, damit keine neue Arbeit hinzukommt',
    labels: { holds: 'holds' },
  },
  deletionHeldFinish: {
    en: '{name} still has {holds}; delete it once they are shipped, refunded or removed',
    de: '{name} hat noch {holds}; löschen Sie den Eintrag, sobald diese versandt, erstattet oder entfernt sind',
    labels: { holds: 'holds' },
  },
  // The order import's row errors (domain/shopifyOrders.ts).
  nameTooLong: {
    en: '{column} is longer than the shop allows: its first and its last name take at most {max} characters each',
    de: '{column} ist länger, als der Shop erlaubt: Vor- und Nachname fassen je höchstens {max} Zeichen',
  },
  orderNumberMissing: {
    en: 'The order number (Name) is missing',
    de: 'Die Bestellnummer (Name) fehlt',
  },
  notADate: { en: '"{text}" is not a date', de: '„{text}“ ist kein Datum' },
  createdAtMissing: { en: 'Created at is missing', de: 'Created at fehlt' },
  lineUnnamed: {
    en: 'The line has neither a name nor a SKU',
    de: 'Die Zeile hat weder einen Namen noch eine SKU',
  },
  orderTwiceInFile: {
    en: 'Order {order} appears twice in this file: this second copy is left out',
    de: 'Bestellung {order} steht zweimal in dieser Datei: diese zweite Kopie wird ausgelassen',
  },
  lineQuantityRange: {
    en: 'Lineitem quantity must be a whole number from 1 to {max}',
    de: 'Lineitem quantity muss eine ganze Zahl von 1 bis {max} sein',
  },
  // A batch's row already where the action takes it (domain/batch.ts).
  alreadySo: {
    en: 'Already {what}: nothing to change',
    de: 'Bereits {what}: nichts zu ändern',
    labels: { what: 'status' },
  },
  // Statuses and assignments.
  orderStatusChanged: {
    en: 'Order status changed to {status}',
    de: 'Bestellstatus geändert auf {status}',
    labels: { status: 'status' },
  },
  statusChanged: {
    en: 'Status changed to {status}',
    de: 'Status geändert auf {status}',
    labels: { status: 'status' },
  },
  statusIs: { en: 'Status is {status}', de: 'Der Status ist {status}', labels: { status: 'status' } },
  orderAssignedTo: { en: 'Order assigned to {warehouse}', de: 'Bestellung {warehouse} zugewiesen' },
  shippingAgentNamedAssigned: {
    en: 'Shipping agent {agent} assigned',
    de: 'Versanddienstleister {agent} zugewiesen',
  },
  productAddedTo: { en: 'Product added to {number}', de: 'Produkt zu {number} hinzugefügt' },
  orderAlreadyIn: { en: 'This order is already in {number}', de: 'Diese Bestellung ist bereits in {number}' },
  purchaseOrderDeleted: { en: '{number} deleted', de: '{number} gelöscht' },
  orderNotByHand: {
    en: 'An order that is {status} cannot be changed by hand',
    de: 'Eine Bestellung mit Status {status} kann nicht von Hand geändert werden',
    labels: { status: 'status' },
  },
  lineStatusFinal: {
    en: 'A {status} line cannot change status any more',
    de: 'Eine Position mit Status {status} kann ihren Status nicht mehr ändern',
    labels: { status: 'status' },
  },
  orderStatusFinal: {
    en: 'An order that is {status} cannot change status any more',
    de: 'Eine Bestellung mit Status {status} kann ihren Status nicht mehr ändern',
    labels: { status: 'status' },
  },
  orderAgentFinal: {
    en: 'The shipping agent of a {status} order cannot change any more',
    de: 'Der Versanddienstleister einer Bestellung mit Status {status} kann nicht mehr geändert werden',
    labels: { status: 'status' },
  },
  lineAgentFinal: {
    en: 'The shipping agent of a {status} line cannot change any more',
    de: 'Der Versanddienstleister einer Position mit Status {status} kann nicht mehr geändert werden',
    labels: { status: 'status' },
  },
  orderDateFinal: {
    en: 'The estimated shipping date of a {status} order cannot change',
    de: 'Das voraussichtliche Versanddatum einer Bestellung mit Status {status} kann nicht geändert werden',
    labels: { status: 'status' },
  },
  lineDateFinal: {
    en: 'The estimated shipping date of a {status} line cannot change',
    de: 'Das voraussichtliche Versanddatum einer Position mit Status {status} kann nicht geändert werden',
    labels: { status: 'status' },
  },
  // An edit made on an older copy (domain/staleEdit.ts).
  changedMeanwhileBy: {
    en: 'Changed meanwhile by {by} at {date} {time} UTC; reload to see the change, then save again',
    de: 'Inzwischen von {by} geändert, am {date} um {time} UTC; laden Sie neu, um die Änderung zu sehen, und speichern Sie dann erneut',
    labels: { date: 'utcDate', time: 'utcTime' },
  },
  changedMeanwhile: {
    en: 'Changed meanwhile at {date} {time} UTC; reload to see the change, then save again',
    de: 'Inzwischen geändert, am {date} um {time} UTC; laden Sie neu, um die Änderung zu sehen, und speichern Sie dann erneut',
    labels: { date: 'utcDate', time: 'utcTime' },
  },
  // A declared reference to a record that is not there (server/entities/references.ts).
  referenceMissing: {
    en: 'The {field} does not exist or was deleted',
    de: 'Der gewählte Eintrag für {field} existiert nicht oder wurde gelöscht',
    labels: { field: 'field' },
  },
  // Images, products, packs, stock and the imports' files.
  imageWidthBetween: {
    en: 'Image width must be between {min} and {max}',
    de: 'Die Bildbreite muss zwischen {min} und {max} liegen',
  },
  imageTooManyPixels: {
    en: 'The image must be at most {max}; this one is {width} x {height} px',
    de: 'Das Bild darf höchstens {max} groß sein; dieses hat {width} × {height} px',
  },
  unknownSku: {
    en: 'This order has an unknown SKU ({skus}): add the product first',
    de: 'Diese Bestellung hat eine unbekannte SKU ({skus}): Legen Sie zuerst das Produkt an',
  },
  notPackable: {
    en: 'These products cannot be in a pack (not found, deleted, or packs themselves): {products}',
    de: 'Diese Produkte können nicht in einem Set sein (nicht gefunden, gelöscht oder selbst Sets): {products}',
  },
  productInPack: {
    en: 'This product is in the pack {packs}. Remove it from the pack first.',
    de: 'Dieses Produkt ist in dem Set {packs}. Entfernen Sie es zuerst daraus.',
  },
  productInPacks: {
    en: 'This product is in the packs {packs}. Remove it from the pack first.',
    de: 'Dieses Produkt ist in den Sets {packs}. Entfernen Sie es zuerst daraus.',
  },
  onlyOneUnitInStock: {
    en: 'Only {stock} unit is in stock: {units} cannot be removed',
    de: 'Nur {stock} Stück ist auf Lager: {units} können nicht entnommen werden',
  },
  onlyUnitsInStock: {
    en: 'Only {stock} units are in stock: {units} cannot be removed',
    de: 'Nur {stock} Stück sind auf Lager: {units} können nicht entnommen werden',
  },
  notProductFileColumn: {
    en: 'This is not a product file: the column {columns} is missing',
    de: 'Dies ist keine Produktdatei: Es fehlt die Spalte {columns}',
  },
  notProductFileColumns: {
    en: 'This is not a product file: the columns {columns} are missing',
    de: 'Dies ist keine Produktdatei: Es fehlen die Spalten {columns}',
  },
  tooManyImportRows: {
    en: 'At most {max} rows can be imported at once; this file has {rows}. Split it into smaller files.',
    de: 'Höchstens {max} Zeilen können auf einmal importiert werden; diese Datei hat {rows}. Teilen Sie sie in kleinere Dateien auf.',
  },
  importStopped: {
    en: 'The import stopped at order {order}: the {imported} orders before it were imported; {left} orders from it on (rows {rows}) were not. Importing the file again adds them.',
    de: 'Der Import brach bei Bestellung {order} ab: Die {imported} Bestellungen davor wurden importiert; {left} Bestellungen ab ihr (Zeilen {rows}) nicht. Ein erneuter Import der Datei fügt sie hinzu.',
  },
  notShopifyExport: {
    en: 'This is not a Shopify orders export: it needs the columns {required} and {lineColumn} or {otherLineColumn}; this file lacks {missing}',
    de: 'Dies ist kein Shopify-Bestellexport: Er braucht die Spalten {required} und {lineColumn} oder {otherLineColumn}; es fehlt: {missing}',
  },
  // Returns (issue 32 item 2).
  returnOpened: { en: 'Return opened successfully', de: 'Retoure erfolgreich eröffnet' },
  returnsOpened: { en: '{count} returns opened successfully', de: '{count} Retouren erfolgreich eröffnet' },
  returnReceived: { en: 'Return received successfully', de: 'Retoure erfolgreich erhalten' },
  returnRefunded: { en: 'Return refunded successfully', de: 'Retoure erfolgreich erstattet' },
  returnNotFound: { en: 'Return not found', de: 'Retoure nicht gefunden' },
  returnAlreadyReceived: {
    en: 'This return has already been received',
    de: 'Diese Retoure wurde bereits erhalten',
  },
  returnAlreadyRefunded: {
    en: 'This return has already been refunded',
    de: 'Diese Retoure wurde bereits erstattet',
  },
  returnNotReceivedYet: {
    en: 'Only a received return can be refunded',
    de: 'Nur eine erhaltene Retoure kann erstattet werden',
  },
  returnNoLines: { en: 'Name at least one line to return', de: 'Nennen Sie mindestens eine Position' },
  returnLineNotShipped: {
    en: 'This line of the order has not shipped',
    de: 'Diese Position der Bestellung wurde nicht versandt',
  },
  returnLineRepeated: { en: 'This line is named twice', de: 'Diese Position ist doppelt genannt' },
  returnLineNotAQuantity: {
    en: 'The quantity must be a whole number of at least 1',
    de: 'Die Menge muss eine ganze Zahl von mindestens 1 sein',
  },
  returnLineMoreThanShipped: {
    en: 'At most {left} of this line can still be returned',
    de: 'Von dieser Position können höchstens noch {left} zurückgegeben werden',
  },
  // Parcels (issue 32): each refusal names the line at fault.
  parcelAdded: { en: 'Parcel added successfully', de: 'Paket erfolgreich hinzugefügt' },
  parcelHoldsALine: {
    en: 'A parcel holds at least one line',
    de: 'Ein Paket enthält mindestens eine Position',
  },
  orderLineNotFound: { en: 'Order line {lineId} not found', de: 'Bestellposition {lineId} nicht gefunden' },
  parcelMoreThanLeft: {
    en: 'Line {lineId} has only {left} left to ship',
    de: 'Von Position {lineId} sind nur noch {left} zu versenden',
  },
  parcelLineTwice: { en: 'Line {lineId} is named twice', de: 'Position {lineId} ist doppelt angegeben' },
  parcelQuantityWhole: {
    en: 'The quantity of line {lineId} must be a whole number of at least 1',
    de: 'Die Menge der Position {lineId} muss eine ganze Zahl von mindestens 1 sein',
  },
  // A pickup batch's refusal names the assignment: the single call's answer, then its name.
  refusalOfNamed: { en: '{reason} ({name})', de: '{reason} ({name})', labels: { reason: 'answer' } },
} as const satisfies Record<string, AnswerText>;

export type AnswerKey = keyof typeof ANSWERS;
