import { emailTexts } from '../../../domain/emailTexts';
import type { OutgoingEmail } from '../mail';

export interface SupplierReturnContent {
  returnNumber: string;
  orderNumber: string;
  reason: string;
  supplier: { contactEmail: string; emailLanguage: string };
  lines: { supplierSku: string; supplierProductName: string; units: number }[];
  from: string | null;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The e-mail telling a supplier that a line it dropshipped comes back, in its e-mail language. */
export function renderSupplierReturnEmail(content: SupplierReturnContent): OutgoingEmail {
  const t = emailTexts(content.supplier.emailLanguage).supplierReturn;
  const intro = t.intro(content.orderNumber);
  const reason = t.reason(content.reason);
  const rows = content.lines.map((l) => [l.supplierSku, l.supplierProductName, String(l.units)]);
  const html = `<p>${escapeHtml(intro)}</p>
<table border="1" cellpadding="4" cellspacing="0">
<tr>${t.headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr>
${rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n')}
</table>
<p>${escapeHtml(reason)}</p>
<p>${escapeHtml(t.outro)}</p>`;
  const text = `${intro}\n\n${[t.headers.join(' | '), ...rows.map((r) => r.join(' | '))].join('\n')}\n\n${reason}\n\n${t.outro}\n`;
  return {
    kind: 'supplier-return',
    to: content.supplier.contactEmail,
    from: content.from ?? undefined,
    subject: t.subject(content.returnNumber, content.orderNumber),
    html,
    text,
  };
}
