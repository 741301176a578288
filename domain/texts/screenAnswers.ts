/**
 * Answers a screen also shows before any server has said them (the print preview's "no
 * ticket"), in a module apart from the catalogue: the sign-in page carries the English screens,
 * and importing the catalogue from there would bring every answer with them.
 */
export const NO_TICKET_NO_WAREHOUSE = {
  en: 'No ticket for {orders}: no warehouse yet',
  de: 'Kein Versandetikett für {orders}: noch kein Lager',
} as const;

/** A catalogue template as the screens' messages spell it (`{name}` -> polyglot's `%{name}`). */
export const screenTemplate = (template: string) => template.replace(/\{(\w+)\}/g, '%{$1}');
