import { describe, expect, it } from 'vitest';
import { emailTexts, placeText } from './emailTexts';

describe('the e-mails’ fixed words', () => {
  it('are German for German, English for English, none or anything else', () => {
    expect(emailTexts('de').po.title('PO-1')).toBe('Bestellnummer: PO-1');
    expect(emailTexts('de').invite.action).toBe('Passwort festlegen');
    for (const other of ['en', null, undefined, 'fr'])
      expect(emailTexts(other).po.title('PO-1')).toBe('PO Number: PO-1');
  });

  it('differ in every German text from the English one', () => {
    const leaves = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'function'
          ? [String((value as (...a: string[]) => string)('X', 'Y'))]
          : Object.values(value as object).flatMap(leaves);
    const en = leaves(emailTexts('en'));
    const de = leaves(emailTexts('de'));
    expect(de).toHaveLength(en.length);
    expect(de.filter((text, i) => text === en[i] && /[a-z]{4,}/.test(text))).toEqual([]);
  });

  it('name a stored place in the language, an unknown one as stored', () => {
    expect(placeText(emailTexts('de'), 'Warehouse')).toBe('Lager');
    expect(placeText(emailTexts('de'), 'Elsewhere')).toBe('Elsewhere');
  });
});
