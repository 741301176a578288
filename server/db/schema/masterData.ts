import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { DEFAULT_SHIPPING_TYPE, SHIPPING_TYPES } from '../../../domain/values';
import { createdAt, deletedAt, id, updatedAt, updatedBy, valueList } from './columns';

/** lower(a || ' ' || b ...): immutable, so it can be a stored generated column with a trigram index. */
export function searchText(...columns: AnyPgColumn[]): SQL {
  const parts = columns.map((c) => sql`coalesce(${c}, '')`);
  return sql`lower(${sql.join(parts, sql` || ' ' || `)})`;
}

const trigram = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`${column} gin_trgm_ops`);

const address = {
  streetName: text('street_name').notNull(),
  streetNumber: text('street_number').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
};

/** Notification e-mail of suppliers and shipping agents: sent "days,time" after a PO/PUO opens. */
const notification = {
  notificationDays: integer('notification_days').notNull().default(1),
  notificationTime: text('notification_time').notNull().default('09:00'),
  emailSubject: text('email_subject').notNull().default(''),
  customeEmail: text('custome_email').notNull().default(''),
  imgName: text('img_name'),
  /** The language of the e-mail's fixed words (its table's headers), 'en' or 'de' (domain/emailTexts.ts). */
  emailLanguage: text('email_language').notNull().default('en'),
};

export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    name: text('name').notNull(),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    ...address,
    zipCode: text('zip_code').notNull(),
    pickupStartTime: text('pickup_start_time'),
    pickupEndTime: text('pickup_end_time'),
    minWeight: doublePrecision('min_weight'),
    maxWeight: doublePrecision('max_weight'),
    minLength: doublePrecision('min_length'),
    maxLength: doublePrecision('max_length'),
    minWidth: doublePrecision('min_width'),
    maxWidth: doublePrecision('max_width'),
    minHeight: doublePrecision('min_height'),
    maxHeight: doublePrecision('max_height'),
    minLWH: doublePrecision('min_lwh'),
    maxLWH: doublePrecision('max_lwh'),
    shippingType: text('shipping_type').notNull().default(DEFAULT_SHIPPING_TYPE),
    activated: boolean('activated').notNull().default(true),
    searchText: text('search_text').generatedAlwaysAs((): SQL =>
      searchText(
        warehouses.name,
        warehouses.email,
        warehouses.contactPerson,
        warehouses.city,
        warehouses.country,
      ),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('warehouses_email_live_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    trigram('warehouses_search_trgm', t.searchText),
    check('warehouses_shipping_type_check', sql`${t.shippingType} in ${valueList(SHIPPING_TYPES)}`),
  ],
);

export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    name: text('name').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    ...address,
    zipCode: text('zip_code').notNull(),
    pickupStartTime: text('pickup_start_time'),
    pickupEndTime: text('pickup_end_time'),
    dropShippingAvailable: boolean('drop_shipping_available').notNull().default(true),
    ...notification,
    activated: boolean('activated').notNull().default(true),
    searchText: text('search_text').generatedAlwaysAs((): SQL =>
      searchText(
        suppliers.name,
        suppliers.contactEmail,
        suppliers.contactPerson,
        suppliers.city,
        suppliers.country,
      ),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('suppliers_name_live_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('suppliers_email_live_key')
      .on(sql`lower(${t.contactEmail})`)
      .where(sql`${t.deletedAt} is null`),
    trigram('suppliers_search_trgm', t.searchText),
  ],
);

export const shippingAgents = pgTable(
  'shipping_agents',
  {
    id: id(),
    name: text('name').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    trackingUrl: text('tracking_url').notNull(),
    ...address,
    ...notification,
    activated: boolean('activated').notNull().default(true),
    searchText: text('search_text').generatedAlwaysAs((): SQL =>
      searchText(
        shippingAgents.name,
        shippingAgents.contactEmail,
        shippingAgents.contactPerson,
        shippingAgents.city,
        shippingAgents.country,
      ),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('shipping_agents_name_live_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    trigram('shipping_agents_search_trgm', t.searchText),
  ],
);

/** Products and packs share one table so an internal SKU is unique across both. */
export const products = pgTable(
  'products',
  {
    id: id(),
    internalSku: text('internal_sku').notNull(),
    /** The SKU as import matches it (domain/sku.ts): unique among live products, whatever its case. */
    internalSkuKey: text('internal_sku_key')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${products.internalSku})`),
    supplierSku: text('supplier_sku'),
    internalProductName: text('internal_product_name').notNull(),
    supplierProductName: text('supplier_product_name'),
    supplierId: uuid('supplier_id').references(() => suppliers.id),
    isPack: boolean('is_pack').notNull().default(false),
    units: doublePrecision('units'),
    unitsInclude: doublePrecision('units_include'),
    weight: doublePrecision('weight'),
    length: doublePrecision('length'),
    width: doublePrecision('width'),
    height: doublePrecision('height'),
    maxLength: doublePrecision('max_length').generatedAlwaysAs(
      (): SQL => sql`greatest(${products.length}, ${products.width}, ${products.height})`,
    ),
    volume: doublePrecision('volume').generatedAlwaysAs(
      (): SQL => sql`${products.length} * ${products.width} * ${products.height}`,
    ),
    searchText: text('search_text').generatedAlwaysAs((): SQL =>
      searchText(
        products.internalSku,
        products.supplierSku,
        products.internalProductName,
        products.supplierProductName,
      ),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('products_internal_sku_live_key')
      .on(t.internalSkuKey)
      .where(sql`${t.deletedAt} is null`),
    index('products_supplier_idx').on(t.supplierId),
    trigram('products_search_trgm', t.searchText),
    // A product is bought from a supplier; a pack is a bundle of products and has none.
    check('products_pack_supplier_check', sql`${t.isPack} or ${t.supplierId} is not null`),
  ],
);

export const packItems = pgTable(
  'pack_items',
  {
    packId: uuid('pack_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.packId, t.productId] }), index('pack_items_product_idx').on(t.productId)],
);
