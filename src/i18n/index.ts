import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

/** English first; other languages add a messages file and an entry here. */
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }]);
