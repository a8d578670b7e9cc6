/**
 * The academy's two languages. English is the default everywhere: a learner or visitor who has
 * chosen nothing reads English.
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name written in itself, as a language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', bn: 'বাংলা' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'bn';
}
