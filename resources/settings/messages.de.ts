import type { Translation } from '../../src/i18n/mergeMessages';
import type { settingsMessages } from './messages';

/** German texts of the Settings screen, key for key as messages.ts. */
export const settingsMessagesDe: Translation<typeof settingsMessages> = {
  settings: {
    sections: {
      send_from: 'Absender-E-Mail',
      signature: 'Signaturbild der E-Mails',
      attention: 'Zu erledigen',
      daily_digest: 'Tägliche Zusammenfassung',
    },
    fields: {
      email: 'Absender-E-Mail',
      deadline: 'Frist (Tage)',
      image: 'Signaturbild',
      size: 'Bildbreite (px)',
      consolidation_hours: 'Konsolidierung unentschieden nach (Stunden)',
      at_risk_hours: 'Gefährdet, wenn die Frist innerhalb von (Stunden) abläuft',
      supplier_silent_days: 'Lieferant ohne Rückmeldung nach (Tagen)',
      pickup_uncollected_days: 'Abholung nicht erfolgt nach (Tagen)',
    },
    upload: 'Hochladen',
    remove: 'Entfernen',
    save: 'Speichern',
    preview_alt: 'Vorschau des Signaturbilds',
    no_image: 'Noch kein Bild hochgeladen.',
    image_hint: 'PNG, JPEG, GIF oder WebP, höchstens 2 MB. Erst hochladen, dann speichern.',
    not_an_image: 'Das Signaturbild muss eine Bilddatei sein',
    too_large: 'Das Bild darf höchstens 2 MB groß sein',
    digest: {
      hint:
        'Jeden Morgen um 07:00 Uhr (Zeitzone des Betreibers) eine E-Mail mit allem, was unter „Zu erledigen“ ' +
        'wartet: an jedes eingeschaltete Lager und jeden eingeschalteten Lieferanten die eigenen Zeilen, an den ' +
        'Betreiber alle offenen Zeilen. Wer nichts Offenes hat, bekommt nichts.',
      kinds: { operator: 'Betreiber', warehouse: 'Lager', supplier: 'Lieferant' },
      no_email: 'noch keine Absender-E-Mail gespeichert',
    },
  },
};
