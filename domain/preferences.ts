/**
 * A user's own choices of the browser's look: the language of the texts and the light or dark
 * theme. Kept per user so they follow the user to another browser; null until chosen.
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface Preferences {
  language: Language | null;
  theme: Theme | null;
}

export const NO_PREFERENCES: Preferences = { language: null, theme: null };

/** The locale of a language for dates and numbers (Intl): German as in Germany, English as in Britain. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
