import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { orderDetailsMessages } from '../../resources/orders/details/messages';
import { orderRoutingMessages } from '../../resources/orders/routing/messages';
import { orderImportMessages } from '../../resources/orders/import/messages';
import { orderMessages } from '../../resources/orders/messages';
import { packMessages } from '../../resources/packs/messages';
import { productMessages } from '../../resources/products/messages';
import { purchaseOrderMessages } from '../../resources/purchaseOrders/messages';
import { settingsMessages } from '../../resources/settings/messages';
import { shippingAgentMessages } from '../../resources/shippingAgents/messages';
import { stockMessages } from '../../resources/stock/messages';
import { supplierMessages } from '../../resources/suppliers/messages';
import { supplierOrderMessages } from '../../resources/supplierOrders/messages';
import { warehouseMessages } from '../../resources/warehouses/messages';
import { warehouseOrderMessages } from '../../resources/warehouseOrders/messages';
import { formMessages } from '../components/forms/messages';
import { DECLARED_ENTITIES } from '../entities/declared';
import { entityMenuLabels, entityMessages } from '../entities/messages';
import { importDialogMessages } from '../components/importDialog/messages';
import { pickupOrderMessages } from '../../resources/pickupOrders/messages';
import { scheduleDialogMessages } from '../components/scheduleDialog/messages';
import { actionMessages } from '../components/actions/messages';
import { mergeMessages } from './mergeMessages';
import { attentionMessages } from '../../resources/attention/messages';
import { activityMessages } from '../../resources/activity/messages';
import { overviewMessages } from '../../resources/overview/messages';
import { channelMessages } from '../../resources/channels/messages';
import { printingMessages } from '../components/printing/messages';

/**
 * English texts of the app. Texts quoted by the specifications are kept word for word,
 * typos included ('passsword ... not same', 'Checking Token...'): users and tests know them.
 */
export const shell = {
  logo_alt: 'Fulfilment',
  login: {
    title: 'Login to continue',
    email: 'Email',
    password: 'Password',
    sign_in: 'Sign In',
    forgot_password: 'Forgot password?',
  },
  forgot_password: {
    title: 'Forgot password',
    intro: 'Enter the e-mail address of your account. We will send you a link to set a new password.',
    email: 'Email',
    continue: 'Continue',
    back_to_sign_in: 'Back to sign in',
  },
  set_password: {
    title: 'Set password',
    token_missing: 'Token is missing',
    checking_token: 'Checking Token...',
    token_invalid: 'Token invalid',
    token_help: 'The link may have expired or been used already. You can ask for a new one.',
    ask_new_link: 'Ask for a new link',
    new_password: 'New password',
    confirm_password: 'Confirm password',
    submit: 'Set password',
    mismatch: 'passsword and confirm password are not same',
    min_length_hint: 'At least %{min} characters. Long passphrases are welcome.',
  },
  account: {
    change_password: 'Change Password',
    intro: 'Confirm your current password. We will e-mail you a link to choose a new one.',
    current_password: 'Current password',
    continue: 'Continue',
    email_sent:
      'Password reset email sent to your email. Please logout now, otherwise you will not be able to change password.',
  },
  menu: {
    ...entityMenuLabels(DECLARED_ENTITIES),
    purchase_orders: 'Purchase Orders',
    po_to_be_sent: 'to be sent',
    po_sent: 'Sent',
    supplier_orders: 'Orders',
    pickup_orders: 'Pickup Orders',
    puo_to_be_sent: 'to be sent',
    puo_sent: 'sent',
    master_dashboard: 'Master Dashboard',
    consolidate: 'Consolidate/Unconsolidate',
    warehouse_orders: 'Warehouse Orders',
    warehouses: 'Warehouses',
    suppliers: 'Suppliers',
    shipping_agents: 'Shipping Agents',
    products: 'Products',
    stock: 'Stock',
    user_settings: 'User Settings',
    settings: 'Settings',
    change_password: 'Change Password',
    logout: 'logout',
  },
  /** The words of values stored in English (src/i18n/valueTexts.ts). */
  values: {
    shipping_types: {
      'International+Domestic Shipping': 'International+Domestic Shipping',
      'Domestic Shipping': 'Domestic Shipping',
      'International Shipping': 'International Shipping',
    },
    payment_statuses: { 'Pending Payment': 'Pending Payment', Paid: 'Paid', Cancelled: 'Cancelled' },
    arrivals: {
      webhook: 'Shop webhook',
      sweep: 'Shop sync',
      reconciliation: 'Daily count',
      file: 'File import',
      manual: 'Entered by hand',
    },
    reconciliation_outcomes: {
      agreed: 'Counts agree',
      fetched: 'Missing orders fetched',
      disagrees: 'Counts disagree',
      failed: 'Shop did not answer',
    },
    return_states: { open: 'Open', received: 'Received', refunded: 'Refunded' },
    return_conditions: { resaleable: 'Resaleable', damaged: 'Damaged' },
    actor_kinds: { user: 'User', scheduler: 'Scheduler', shop: 'Shop' },
    activity_kinds: { created: 'Created', changed: 'Changed', deleted: 'Deleted', restored: 'Restored' },
  },
  user_menu: {
    /** The button's name starts with what it shows (the signed-in e-mail), then says what it opens. */
    button: '%{name}, profile',
    edit: 'Edit',
    dark_theme: 'Dark theme',
    light_theme: 'Light theme',
    language: 'Language',
    /** Each language is named in itself, in every language. */
    languages: { en: 'English', de: 'Deutsch' },
    preferences_not_saved: 'Your choice applies here but could not be saved for your account: %{error}',
  },
  /** Screen titles: the specifications' where they give one, else the screen's name in them. */
  screens: {
    po_to_be_sent: 'Scheduled Supplier Orders',
    po_sent: 'Purchase Orders Sent',
    supplier_purchase_orders: 'Purchase Orders',
    puo_to_be_sent: 'Scheduled Pickup Orders',
    puo_sent: 'Pickup Orders Sent',
    master_dashboard: 'Master Dashboard',
    consolidate: 'Consolidate/Unconsolidate Orders',
    warehouse_orders: 'Warehouse Orders',
    warehouses: 'Warehouse',
    add_warehouse: 'Add Warehouse',
    view_warehouse: 'Warehouse detail',
    edit_warehouse: 'Edit Warehouse',
    suppliers: 'Suppliers',
    add_supplier: 'Add Supplier',
    view_supplier: 'Supplier detail',
    edit_supplier: 'Edit Supplier',
    products: 'Products',
    add_product: 'Add Product',
    view_product: 'View Product',
    edit_product: 'Edit Product',
    add_pack: 'Add Pack',
    view_pack: 'View Pack',
    edit_pack: 'Edit Pack',
    shipping_agents: 'Shipping Agents',
    add_shipping_agent: 'Add Shipping Agent',
    view_shipping_agent: 'Shipping agent detail',
    edit_shipping_agent: 'Edit Shipping Agent',
    stock: 'Stock',
    add_stock: 'Add Stock',
    edit_stock: 'Update Stock',
    stock_history: 'Stock History',
    settings: 'Settings',
  },
  list: {
    filter: 'Filter',
    search: 'Search',
    search_button: 'Search',
    active_filter: 'Active filter',
    items_per_page: 'Items per page',
    total: '%{smart_count} item |||| %{smart_count} items',
    total_about: 'about %{count} items',
    row_menu: 'Actions',
    due: { overdue: 'Overdue', 'due-today': 'Due later today' },
    loading: 'Loading',
    no_results: 'Nothing found.',
    view_details: 'View Details',
    edit: 'Edit',
    activate: 'Activate',
    deactivate: 'Deactivate',
    delete: 'Delete',
    cancel: 'Cancel',
    delete_confirm: 'Are you sure you want to delete this?',
    delete_selected_confirm: 'Are you sure you want to delete the selected records?',
    open_work: {
      checking: 'Checking the open work that depends on it…',
      intro: 'Open work depends on it:',
      deactivate_question: 'Deactivate anyway? Ready goods wait until another is set.',
      delete_note: 'Deleting is refused while open work depends on it; deactivate it to stop new work.',
      kinds: {
        readyOrders: '%{smart_count} Ready order |||| %{smart_count} Ready orders',
        readyPurchaseOrderLines:
          '%{smart_count} Ready purchase-order line |||| %{smart_count} Ready purchase-order lines',
        pickupOrdersToBeSent:
          '%{smart_count} pickup order to be sent |||| %{smart_count} pickup orders to be sent',
        orders: '%{smart_count} order not yet shipped |||| %{smart_count} orders not yet shipped',
        orderLines:
          '%{smart_count} order line not yet shipped |||| %{smart_count} order lines not yet shipped',
        products: '%{smart_count} product |||| %{smart_count} products',
        openPurchaseOrderLines:
          '%{smart_count} open purchase-order line |||| %{smart_count} open purchase-order lines',
        sentPurchaseOrderLines:
          '%{smart_count} sent purchase-order line not yet shipped |||| %{smart_count} sent purchase-order lines not yet shipped',
        pickupOrderLines:
          '%{smart_count} pickup-order line not yet shipped |||| %{smart_count} pickup-order lines not yet shipped',
        stockUnits: '%{smart_count} unit in stock |||| %{smart_count} units in stock',
      },
    },
    export_csv: 'Export CSV',
    export_failed: 'The export failed: %{error}',
  },
  error: {
    network: 'The server could not be reached. Please try again.',
    unknown: 'Something went wrong',
  },
};

/** Every part of app.*: the shell's texts, then each screen's, merged key by key. */
export const appMessageParts = [
  shell,
  formMessages,
  { entities: entityMessages(DECLARED_ENTITIES) },
  warehouseMessages,
  supplierMessages,
  shippingAgentMessages,
  settingsMessages,
  productMessages,
  packMessages,
  stockMessages,
  importDialogMessages,
  orderMessages,
  orderImportMessages,
  orderDetailsMessages,
  orderRoutingMessages,
  warehouseOrderMessages,
  supplierOrderMessages,
  pickupOrderMessages,
  scheduleDialogMessages,
  actionMessages,
  purchaseOrderMessages,
  attentionMessages,
  activityMessages,
  overviewMessages,
  channelMessages,
  printingMessages,
];

export const en: TranslationMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    // The checkbox in the header (and in the bar of ticked rows) ticks the page; the bar's
    // 'Select all' button ticks every page: two names for two things.
    action: { ...englishMessages.ra.action, select_all: 'Select this page' },
  },
  app: mergeMessages(...appMessageParts),
};
