import type { EntitySurface as Entity } from '../../domain/entities/surface';

interface GermanEntity {
  singular: string;
  plural: string;
  fields: Record<string, string>;
}

/**
 * The German names of the declared entities and their fields. English comes from the
 * declarations themselves; a new entity or field needs its line here (the parity test names it).
 */
const GERMAN: Record<string, GermanEntity> = {
  packs: {
    singular: 'Set',
    plural: 'Sets',
    fields: {
      internal_product_name: 'Interner Produktname',
      internal_sku: 'Interne SKU',
      selected_products: 'Produkt',
    },
  },
  products: {
    singular: 'Produkt',
    plural: 'Produkte',
    fields: {
      internal_sku: 'Interne SKU',
      supplier_sku: 'Lieferanten-SKU',
      internal_product_name: 'Interner Produktname',
      supplier_product_name: 'Produktname des Lieferanten',
      supplierId: 'Lieferant',
      units: 'Einheiten',
      units_include: 'Einheiten pro Karton',
      weight: 'Gewicht',
      length: 'Länge',
      width: 'Breite',
      height: 'Höhe',
    },
  },
  'shipping-agents': {
    singular: 'Spediteur',
    plural: 'Spediteure',
    fields: {
      name: 'Name',
      contact_person: 'Ansprechpartner',
      contact_email: 'E-Mail',
      contact_phone: 'Telefon',
      trackingURL: 'Link zur Sendungsverfolgung',
      street_name: 'Straße',
      street_number: 'Hausnummer',
      city: 'Ort',
      country: 'Land',
      notification_schedule: 'Benachrichtigungszeitplan',
      email_subject: 'Betreff der E-Mail',
      customeEmail: 'Text der E-Mail',
      email_language: 'Sprache der E-Mail',
      imgName: 'Bild',
    },
  },
  suppliers: {
    singular: 'Lieferant',
    plural: 'Lieferanten',
    fields: {
      name: 'Name',
      contact_person: 'Ansprechpartner',
      contact_email: 'E-Mail',
      contact_phone: 'Telefon',
      street_name: 'Straße',
      street_number: 'Hausnummer',
      city: 'Ort',
      country: 'Land',
      zipCode: 'PLZ',
      startTime: 'Abholung ab',
      endTime: 'Abholung bis',
      dropShipping_available: 'Streckengeschäft möglich',
      notification_schedule: 'Benachrichtigungszeitplan',
      email_subject: 'Betreff der E-Mail',
      customeEmail: 'Text der E-Mail',
      email_language: 'Sprache der E-Mail',
      imgName: 'Bild',
    },
  },
  warehouses: {
    singular: 'Lager',
    plural: 'Lager',
    fields: {
      name: 'Name',
      contact_person: 'Ansprechpartner',
      contact_email: 'E-Mail',
      contact_phone: 'Telefon',
      street_name: 'Straße',
      street_number: 'Hausnummer',
      city: 'Ort',
      country: 'Land',
      zipCode: 'PLZ',
      startTime: 'Abholung ab',
      endTime: 'Abholung bis',
      min_weight: 'Mindestgewicht',
      max_weight: 'Höchstgewicht',
      min_length: 'Mindestlänge',
      max_length: 'Höchstlänge',
      min_width: 'Mindestbreite',
      max_width: 'Höchstbreite',
      min_height: 'Mindesthöhe',
      max_height: 'Höchsthöhe',
      min_LWH: 'Mindestens L+B+H',
      max_LWH: 'Höchstens L+B+H',
      shipping_type: 'Versandart',
    },
  },
};

/** The German texts of declared entities (app.entities.<name>.*), in the shape of entityMessages. */
export function entityMessagesDe(entities: readonly Entity[]) {
  return Object.fromEntries(
    entities.flatMap(({ name }) => {
      const german = GERMAN[name];
      if (!german) return []; // the parity test names the entity
      const { singular, plural, fields } = german;
      return [
        [
          name,
          {
            list: plural,
            add: `${singular} anlegen`,
            update: `${singular} speichern`,
            edit: 'Bearbeiten',
            edit_title: `${singular} bearbeiten`,
            view_title: `Details: ${singular}`,
            details: `Angaben: ${singular}`,
            fields,
          },
        ],
      ];
    }),
  );
}

/** The German sidebar labels (app.menu.<name>) of the entities without a text of their own. */
export function entityMenuLabelsDe(entities: readonly Entity[]) {
  return Object.fromEntries(
    entities
      .filter((e) => !e.texts?.menu && GERMAN[e.name])
      .map((e) => [e.name.replace(/-/g, '_'), GERMAN[e.name].plural]),
  );
}

/** A declared entity's German singular and plural (its name: 'warehouses'), when it has them. */
export const germanEntityNames = (name: string): readonly [string, string] | undefined =>
  GERMAN[name] && [GERMAN[name].singular, GERMAN[name].plural];
