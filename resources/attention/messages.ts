import { MOVE_WORDS, REASON_WORDS } from '../../domain/attention';

/** Texts of Needs attention (app.attention.*, its menu entry and title), merged into src/i18n/en.ts. */
export const attentionMessages = {
  menu: { attention: 'Needs attention' },
  screens: { attention: 'Needs attention' },
  attention: {
    columns: {
      reason: 'Reason',
      record: 'Order, PO or PUO',
      age: 'Waiting',
      move: 'Who must act',
      fix: 'Fix',
    },
    reasons: REASON_WORDS,
    moves: MOVE_WORDS,
    fixes: {
      'choose-warehouse': 'Choose warehouse',
      'decide-consolidation': 'Decide consolidation',
      'open-order': 'Open order',
      'send-now': 'Send now',
      'set-estimated-date': 'Set shipping date',
      'set-agent': 'Set agent',
      'open-pickup-order': 'Open pickup order',
      'add-shipping-info': 'Add shipping info',
      'retry-write-back': 'Write to the shop again',
      'resend-email': 'Resend',
      'open-channels': 'Open Channels',
    },
  },
};
