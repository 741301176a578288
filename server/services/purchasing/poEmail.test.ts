import { describe, expect, it } from 'vitest';
import { renderPoEmail, SIGNATURE_CID, type PoEmailContent } from './poEmail';

const content = (
  over: Partial<PoEmailContent> = {},
  customeEmail = '<p>Hello,</p><p>{{table}}</p><p>Thanks</p>',
): PoEmailContent => ({
  poNumber: 'PO-001000',
  supplier: { contactEmail: 'orders@supplier.test', emailSubject: 'New order', customeEmail },
  assignments: [
    {
      orderNumber: '#1001',
      recipient: { name: 'North Hub', address: '12 Dock Road, Leeds' },
      lines: [
        { supplierSku: 'SUP-1', supplierProductName: 'Mug <large>', units: 3 },
        { supplierSku: 'SUP-2', supplierProductName: 'Plate & saucer', units: 1 },
      ],
    },
    {
      orderNumber: 'Manual',
      recipient: { name: 'Ada Lovelace', address: '1 Analytical St, London' },
      lines: [{ supplierSku: 'SUP-3', supplierProductName: 'Cup', units: 2 }],
    },
  ],
  from: 'buyer@shop.test',
  signature: null,
  ...over,
});

describe('renderPoEmail', () => {
  it('replaces {{table}} with the PO table: number, destinations, SKUs, names, units', () => {
    const mail = renderPoEmail(content());
    expect(mail).toMatchObject({ to: 'orders@supplier.test', from: 'buyer@shop.test', subject: 'New order' });
    expect(mail.html).not.toContain('{{table}}');
    expect(mail.html.indexOf('Hello,')).toBeLessThan(mail.html.indexOf('PO-001000'));
    expect(mail.html.indexOf('PO-001000')).toBeLessThan(mail.html.indexOf('Thanks'));
    for (const text of ['North Hub', '12 Dock Road, Leeds', 'SUP-1', 'SUP-3', 'Ada Lovelace', '>3<', '>2<'])
      expect(mail.html).toContain(text);
    expect(mail.html.indexOf('North Hub')).toBeLessThan(mail.html.indexOf('SUP-1'));
  });
  it('wraps a long unbroken recipient name rather than widening the mail', () => {
    const long = 'x'.repeat(224) + '😀';
    const mail = renderPoEmail(
      content({
        assignments: [{ orderNumber: '#1001', recipient: { name: long, address: 'Leeds' }, lines: [] }],
      }),
    );
    expect(mail.html).toContain(
      `<p style="overflow-wrap:anywhere;word-break:break-word"><strong>${long}</strong><br>Leeds`,
    );
  });
  it('escapes product names and addresses', () => {
    const mail = renderPoEmail(content());
    expect(mail.html).toContain('Mug &lt;large&gt;');
    expect(mail.html).toContain('Plate &amp; saucer');
    expect(mail.html).not.toContain('<large>');
  });
  it('appends the table when the body has no placeholder, and removes script from the body', () => {
    const mail = renderPoEmail(
      content({}, '<p>Dear supplier</p><script>alert(1)</script><img src=x onerror=alert(1)>'),
    );
    expect(mail.html).not.toMatch(/script|onerror|<img/);
    expect(mail.html.indexOf('Dear supplier')).toBeLessThan(mail.html.indexOf('PO-001000'));
    expect(mail.text).toMatch(/^Dear supplier\n\nPO Number: PO-001000/);
  });
  it('has a plain-text alternative with the table in place', () => {
    const { text } = renderPoEmail(content());
    expect(text).toContain('Hello,');
    expect(text).toContain('SUP-1 | Mug <large> | 3');
    expect(text).toContain('Plate & saucer');
    expect(text.indexOf('SUP-3')).toBeLessThan(text.indexOf('Thanks'));
    expect(text).not.toContain('<p>');
  });
  it('shows the signature image at its saved width, attached inline', () => {
    const mail = renderPoEmail(
      content({ signature: { path: '/data/images/s.png', fileName: 's.png', width: 180 } }),
    );
    expect(mail.html).toContain(`<img src="cid:${SIGNATURE_CID}" alt="Signature" width="180">`);
    expect(mail.attachments).toEqual([{ filename: 's.png', path: '/data/images/s.png', cid: SIGNATURE_CID }]);
    const noWidth = renderPoEmail(content({ signature: { path: '/x.png', fileName: 'x.png', width: null } }));
    expect(noWidth.html).toContain(`<img src="cid:${SIGNATURE_CID}" alt="Signature">`);
  });
  it('falls back to a subject naming the PO, and leaves the sender to the settings default', () => {
    const base = content({ from: null });
    const mail = renderPoEmail({ ...base, supplier: { ...base.supplier, emailSubject: ' ' } });
    expect(mail.subject).toBe('Purchase order PO-001000');
    expect(mail.from).toBeUndefined();
    expect(mail.attachments).toEqual([]);
  });
});

describe('renderPoEmail in the supplier’s e-mail language', () => {
  it('writes the table’s fixed words in German for a German supplier, English otherwise', () => {
    const german = content({
      supplier: { ...content().supplier, emailSubject: '', emailLanguage: 'de' },
    });
    const mail = renderPoEmail(german);
    expect(mail.subject).toBe('Bestellung PO-001000');
    for (const text of [
      'Bestellnummer: PO-001000',
      'Lieferanten-SKU',
      'Produktname des Lieferanten',
      'Einheiten',
      'Auftrag: #1001',
    ])
      expect(mail.html + mail.text).toContain(text);
    expect(mail.html + mail.text).not.toMatch(/PO Number|Supplier SKU|Units|Order: /);
    // The supplier's own words stay as written.
    expect(mail.html).toContain('Hello,');
    const english = renderPoEmail(content({ supplier: { ...content().supplier, emailSubject: '' } }));
    expect(english.subject).toBe('Purchase order PO-001000');
    expect(english.html).toContain('PO Number: PO-001000');
  });
});
