import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadGerman } from './index';
import { rememberKeys } from './keyedAnswers';
import { say } from '../../domain/texts/answers';
import { DEACTIVATE_INSTEAD, deletionRefusal } from '../../domain/deletionHolds';
import { entitySaid } from '../../domain/entities/entity';
import { entity as supplier } from '../../domain/entities/suppliers';
import { secondCopyMessage } from '../../domain/shopifyOrders';

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
    expect(createI18nProvider('de').translate('Invoice number saved successfully')).toBe(
      'Rechnungsnummer erfolgreich gespeichert',
    );
    rememberKeys({ msg: 'Signed in', key: 'signedIn' });
    expect(createI18nProvider('en').translate('Signed in')).toBe('Signed in');
  });

  it('leaves in English an answer whose key the catalogue does not know (a newer server), or that is no key', async () => {
    await loadGerman();
    const i18n = createI18nProvider('de');
    rememberKeys({ msg: 'Parcel 2 of 3 booked', key: 'parcelBookedSomeday' });
    rememberKeys({ msg: 'Strange answer', key: { not: 'a key' } });
    expect(i18n.translate('Parcel 2 of 3 booked')).toBe('Parcel 2 of 3 booked');
    expect(i18n.translate('Strange answer')).toBe('Strange answer');
  });

  it('finds by key a sign-in limit, a deletion hold, a master-data answer and an import row error', async () => {
    await loadGerman();
    const i18n = createI18nProvider('de');
    const limit = say('tooManySignInsAccountOrKnownBrowser', { minutes: 9 });
    const hold = deletionRefusal(
      'Northwind',
      [
        { kind: 'products', count: 1, refs: [] },
        { kind: 'openPurchaseOrderLines', count: 2, refs: ['PO-001000'] },
      ],
      DEACTIVATE_INSTEAD,
    )!;
    const added = entitySaid(supplier, 'added');
    const twice = secondCopyMessage('#1050');
    rememberKeys(limit);
    rememberKeys(hold);
    rememberKeys(added);
    rememberKeys({
      msg: 'Imported 1 orders',
      errorKeys: [{ message: twice.msg, key: twice.key, values: twice.values }],
    });
    expect(i18n.translate(limit.msg)).toBe(
      'Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Bitte versuchen Sie es in 9 Minuten erneut ' +
        'oder melden Sie sich in einem Browser an, mit dem Sie sich schon angemeldet haben.',
    );
    expect(i18n.translate(hold.msg)).toBe(
      'Northwind hat noch 1 Produkt und 2 offene Lieferantenbestellpositionen (PO-001000); deaktivieren Sie ' +
        'den Eintrag, damit keine neue Arbeit hinzukommt',
    );
    expect(added).toMatchObject({ msg: 'Supplier added successfully', key: 'recordAdded' });
    expect(i18n.translate(added.msg)).toBe('Lieferant erfolgreich hinzugefügt');
    expect(i18n.translate(twice.msg)).toBe(
      'Bestellung #1050 steht zweimal in dieser Datei: diese zweite Kopie wird ausgelassen',
    );
  });

  it('words a status among the values from the status itself, and a named refusal from its reason’s key', async () => {
    await loadGerman();
    const i18n = createI18nProvider('de');
    const line = say('lineStatusFinal', { status: 'Shipped' });
    const named = say('refusalOfNamed', {
      reason: 'This assignment has already been shipped',
      reasonKey: 'assignmentAlreadyShipped',
      name: '#1107',
    });
    rememberKeys(line);
    rememberKeys(named);
    expect(i18n.translate(line.msg)).toBe(
      'Eine Position mit Status Versandt kann ihren Status nicht mehr ändern',
    );
    expect(named.msg).toBe('This assignment has already been shipped (#1107)');
    expect(i18n.translate(named.msg)).toBe('Diese Zuordnung wurde bereits versendet (#1107)');
  });
});
