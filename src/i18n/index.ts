import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { en } from './en';
import type { Language } from '../../domain/preferences';
import type { MessageTree } from './mergeMessages';
import { setShownLanguage } from './shown';
import { keyOfAnswer } from './keyedAnswers';

interface German {
  messages: typeof en;
  /** A schema's or the server's English sentence in German, when we know it. */
  schemaText: (text: string) => string | null | undefined;
  /** The server's answer in German by the key it came with (src/i18n/keyedAnswers.ts). */
  answer: (text: string) => string | null | undefined;
}

let german: Promise<German> | undefined;
let loadedGerman: German | undefined;

/**
 * German's texts, a chunk of their own fetched the first time German is chosen (or read from the
 * store at start): the sign-in page of an English reader does not carry them.
 */
export function loadGerman(): Promise<German> {
  german ??= Promise.all([import('./de'), import('./schemaTexts.de')]).then(
    ([{ de }, { schemaTextTranslator, answerTranslator }]) =>
      (loadedGerman = {
        messages: de,
        schemaText: schemaTextTranslator(en as MessageTree, de as MessageTree),
        answer: answerTranslator(en as MessageTree, de as MessageTree, keyOfAnswer),
      }),
  );
  return german;
}

/**
 * English and German. The chosen language is react-admin's store key 'locale': per browser before
 * sign-in, the user's own after it (src/layout/usePreferences.ts). When it is German, react-admin
 * waits for German's chunk before it draws (I18nContextProvider), so no English flashes first.
 * Dates and numbers follow the language (src/i18n/shown.ts). `initial` German must be loaded.
 */
export function createI18nProvider(initial: Language = 'en'): I18nProvider {
  const polyglot = polyglotI18nProvider(
    (locale) =>
      locale === 'de' ? (loadedGerman?.messages ?? loadGerman().then((loaded) => loaded.messages)) : en,
    initial,
    [
      { locale: 'en', name: 'English' },
      { locale: 'de', name: 'Deutsch' },
    ],
  );
  setShownLanguage(initial);
  return {
    ...polyglot,
    // A text with a space is no key: a schema's or the server's English message, shown as such
    // in English and in German when we know it: by the key the answer came with, else by the
    // sentence (an answer without a key, a schema's message).
    translate: (key, options) =>
      (polyglot.getLocale() === 'de' &&
        key.includes(' ') &&
        (loadedGerman?.answer(key) || loadedGerman?.schemaText(key))) ||
      polyglot.translate(key, options),
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      setShownLanguage(locale);
    },
  };
}

export const i18nProvider = createI18nProvider();
