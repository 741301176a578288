import type { Language } from '../../../domain/preferences';
import { printedTexts, printedTextsDe } from '../../../domain/texts/printed';

/**
 * The PDF's words: the very texts the browser's ticket and pick list show (domain/texts/printed.ts,
 * which their messages files take), so the printed page and the preview say the same in either
 * language.
 */
export function printLabels(language: Language) {
  const texts = language === 'de' ? printedTextsDe : printedTexts;
  return {
    ticket: texts.ticket,
    notAvailable: texts.not_available,
    noPhone: texts.no_phone,
    pick: texts.pick,
  };
}

export type PrintLabels = ReturnType<typeof printLabels>;

/** A text's %{name} placeholders filled in, as react-admin's translate does. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
