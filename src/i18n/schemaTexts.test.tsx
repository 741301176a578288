import { afterEach, describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { createI18nProvider } from './index';
import type { MessageTree } from './mergeMessages';
import { germanSchemaText } from './schemaTexts.de';
import { setShownLanguage } from './shown';

const german = (text: string) => germanSchemaText(text, en as MessageTree, de as MessageTree);

afterEach(() => setShownLanguage('en'));

describe('the schemas’ English messages in German', () => {
  it('word the field’s German label into the rule', () => {
    expect(german('Email is required')).toBe('E-Mail ist erforderlich');
    expect(german('Contact person must be at most 100 characters')).toBe(
      'Ansprechpartner darf höchstens 100 Zeichen lang sein',
    );
    expect(german('Units must be a whole number')).toBe('Einheiten muss eine ganze Zahl sein');
    expect(german('Choose at least one purchase order')).toBe(
      'Wählen Sie mindestens eine Lieferantenbestellung',
    );
    expect(german('Something nobody wrote')).toBeNull();
  });

  it('are translated only in German; English and the app’s keys are untouched', async () => {
    const provider = createI18nProvider();
    expect(provider.translate('Email is required', { _: 'Email is required' })).toBe('Email is required');
    await provider.changeLocale('de');
    expect(provider.translate('Email is required', { _: 'Email is required' })).toBe(
      'E-Mail ist erforderlich',
    );
    expect(provider.translate('app.list.edit')).toBe('Bearbeiten');
    expect(provider.translate('An unknown server msg', { _: 'An unknown server msg' })).toBe(
      'An unknown server msg',
    );
  });
});
