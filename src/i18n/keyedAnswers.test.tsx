import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadGerman } from './index';
import { rememberKeys } from './keyedAnswers';

/** A German screen shows the server's answer by the key it came with, not by its sentence. */
describe('the server’s answers in German by their key', () => {
  it('finds the German of an answer and of a batch row by their keys, values put back', async () => {
    await loadGerman();
    const i18n = createI18nProvider('de');
    // Sentences no pattern knows: only the key can find their German.
    rememberKeys({
      msg: 'Nothing printed for you',
      key: 'noTicketNoWarehouse',
      values: { orders: '#1042' },
      rows: [{ id: 'a', outcome: 'refused', reason: 'Row said otherwise', key: 'orderNotFound' }],
    });
    expect(i18n.translate('Nothing printed for you')).toBe('Kein Versandetikett für #1042: noch kein Lager');
    expect(i18n.translate('Row said otherwise')).toBe('Bestellung nicht gefunden');
  });

  it('shows a status among the values in German', async () => {
    await loadGerman();
    const i18n = createI18nProvider('de');
    rememberKeys({ msg: 'Name cannot be changed', key: 'cannotBeChanged', values: { field: 'Name' } });
    expect(i18n.translate('Name cannot be changed')).toMatch(/ kann nicht geändert werden$/);
  });

  it('falls back to the sentence for an answer without a key, and leaves English English', async () => {
    await loadGerman();
    expect(createI18nProvider('de').translate('Order status changed to Ready')).toBe(
      'Bestellstatus geändert auf Versandbereit',
    );
    rememberKeys({ msg: 'Signed in', key: 'signedIn' });
    expect(createI18nProvider('en').translate('Signed in')).toBe('Signed in');
  });
});
