import type { AttentionMove, AttentionReason } from '../../domain/attention';
import type { Translation } from '../../src/i18n/mergeMessages';
import type { attentionMessages } from './messages';

const reasons: Record<AttentionReason, string> = {
  problematic: 'Problematische Bestellung',
  'consolidation-undecided': 'Konsolidierung nicht entschieden',
  late: 'Frist überschritten, nicht versandt',
  'at-risk': 'Frist naht, nicht versandbereit',
  'po-due': 'Lieferantenbestellung fällig, nicht gesendet',
  'supplier-silent': 'Lieferant hat kein Versanddatum genannt',
  'ready-without-agent': 'Versandbereit ohne aktiven Spediteur',
  'pickup-uncollected': 'Abholauftrag nicht abgeholt',
  'shipped-without-tracking': 'Ohne Sendungsverfolgung versandt',
  'write-back-failed': 'Sendungsnummer nicht an den Shop übertragen',
  'email-failed': 'E-Mail nicht zugestellt',
  'changed-after-sent': 'Im Shop geändert, nachdem sie versandt war',
  'shop-webhooks-silent': 'Webhooks des Shops kommen nicht mehr an',
  'shop-sweep-failing': 'Abgleich mit dem Shop schlägt fehl',
  'shop-count-disagrees': 'Bestellzahl des Shops weicht ab',
  'return-overdue': 'Retoure nicht rechtzeitig erhalten',
};

const moves: Record<AttentionMove, string> = {
  admin: 'Admin',
  warehouse: 'Lager',
  supplier: 'Lieferant',
  agent: 'Spediteur',
};

/** German texts of Needs attention, key for key as messages.ts. */
export const attentionMessagesDe: Translation<typeof attentionMessages> = {
  menu: { attention: 'Zu erledigen' },
  screens: { attention: 'Zu erledigen' },
  attention: {
    columns: {
      reason: 'Grund',
      record: 'Bestellung, Lieferantenbestellung oder Abholauftrag',
      age: 'Wartet seit',
      move: 'Wer muss handeln',
      fix: 'Erledigen',
    },
    reasons,
    moves,
    fixes: {
      'choose-warehouse': 'Lager wählen',
      'decide-consolidation': 'Konsolidierung entscheiden',
      'open-order': 'Bestellung öffnen',
      'send-now': 'Jetzt senden',
      'set-estimated-date': 'Versanddatum setzen',
      'set-agent': 'Spediteur setzen',
      'open-pickup-order': 'Abholauftrag öffnen',
      'add-shipping-info': 'Versandinfo hinzufügen',
      'retry-write-back': 'Erneut an den Shop übertragen',
      'resend-email': 'Erneut senden',
      'open-channels': 'Kanäle öffnen',
    },
  },
};
