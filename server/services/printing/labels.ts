import type { Language } from '../../../domain/preferences';
import { orderDetailsMessages } from '../../../resources/orders/details/messages';
import { orderDetailsMessagesDe } from '../../../resources/orders/details/messages.de';
import { printingMessages } from '../../../src/components/printing/messages';
import { printingMessagesDe } from '../../../src/components/printing/messages.de';

/**
 * The PDF's words: the very texts the browser's ticket and pick list show (their messages
 * files), so the printed page and the preview say the same in either language.
 */
export function printLabels(language: Language) {
  const details = language === 'de' ? orderDetailsMessagesDe : orderDetailsMessages;
  const printing = language === 'de' ? printingMessagesDe : printingMessages;
  return {
    ticket: details.order_details.ticket,
    notAvailable: details.order_details.not_available,
    noPhone: details.order_details.customer.no_phone,
    pick: printing.printing.pick,
  };
}

export type PrintLabels = ReturnType<typeof printLabels>;

/** A text's %{name} placeholders filled in, as react-admin's translate does. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
