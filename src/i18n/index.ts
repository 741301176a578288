import polyglotI18nProvider from 'ra-i18n-polyglot';
import { de } from './de';
import { en } from './en';
import type { Language } from '../../domain/preferences';

export const MESSAGES: Record<Language, typeof en> = { en, de };

/**
 * English and German, both bundled (small, and a switch shows no flash). The chosen language is
 * react-admin's store key 'locale': per browser before sign-in, the user's own after it
 * (src/layout/usePreferences.ts).
 */
export const createI18nProvider = (initial: Language = 'en') =>
  polyglotI18nProvider((locale) => MESSAGES[locale as Language] ?? en, initial, [
    { locale: 'en', name: 'English' },
    { locale: 'de', name: 'Deutsch' },
  ]);

export const i18nProvider = createI18nProvider();
