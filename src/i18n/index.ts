import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { de } from './de';
import { en } from './en';
import type { Language } from '../../domain/preferences';
import type { MessageTree } from './mergeMessages';
import { schemaTextTranslator } from './schemaTexts.de';
import { setShownLanguage } from './shown';

export const MESSAGES: Record<Language, typeof en> = { en, de };

/**
 * English and German, both bundled (small, and a switch shows no flash). The chosen language is
 * react-admin's store key 'locale': per browser before sign-in, the user's own after it
 * (src/layout/usePreferences.ts). Dates and numbers follow it (src/i18n/shown.ts).
 */
export function createI18nProvider(initial: Language = 'en'): I18nProvider {
  const polyglot = polyglotI18nProvider((locale) => MESSAGES[locale as Language] ?? en, initial, [
    { locale: 'en', name: 'English' },
    { locale: 'de', name: 'Deutsch' },
  ]);
  setShownLanguage(initial);
  const schemaText = schemaTextTranslator(en as MessageTree, de as MessageTree);
  return {
    ...polyglot,
    // A text with a space is no key: a schema's or the server's English message, shown as such
    // in English and in German when we know it.
    translate: (key, options) =>
      (polyglot.getLocale() === 'de' && key.includes(' ') && schemaText(key)) ||
      polyglot.translate(key, options),
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      setShownLanguage(locale);
    },
  };
}

export const i18nProvider = createI18nProvider();
