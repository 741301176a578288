import { describe, expect, it } from 'vitest';
import { MISSING_GLYPH } from '../../../domain/printing/fitText';
import type { Ticket } from '../../../domain/printing/tickets';
import { printLabels } from './labels';
import { BODY, loadedFonts, newPdf, printable } from './pdfDocument';
import { PAD, TICKET_PAGE, ticketLayout } from './ticketLayout';
import { ticketsPdf } from './ticketPdf';

/** A name as the shop let one through: 224 characters, unbroken, emoji among the letters. */
const longName = (() => {
  let name = '';
  while (name.length < 224) name += 'Łukasz😀Dvořák👨‍👩‍👧Zoë👍🏽';
  return name.slice(0, 224);
})();

const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  sender: 'North Warehouse\n1 Dock Road, Hull, GB',
  name: longName,
  destination: `${'Analytical Row '.repeat(8)}1, N1 London, GB`,
  number: '#1042',
  shippingType: 'Express',
  items: [{ sku: 'SKU-1' }, { sku: 'PACK-1', contents: ['SKU-2', 'SKU-3'] }],
  weight: 2.5,
  contact: `+44 ${'😀'.repeat(40)} 20 7946 0000`,
  ...over,
});

const layoutOf = (printed: Ticket) => {
  const doc = newPdf('test');
  doc.addPage(TICKET_PAGE);
  return {
    doc,
    layout: ticketLayout(doc, printed, printLabels('en'), new Date('2026-12-01T10:00:00Z'), 'en'),
  };
};

describe('a ticket with a 224-character name of emoji', () => {
  it('fits every text in its box, and every box on the page without overlapping another', () => {
    const { doc, layout } = layoutOf(ticket());
    const bottom = layout.page.height - TICKET_PAGE.margin;
    for (const box of layout.boxes) {
      const textHeight = doc
        .font(BODY)
        .fontSize(box.fitted.size)
        .heightOfString(box.fitted.text, { width: box.width - 2 * PAD });
      expect(box.labelHeight + textHeight + 2 * PAD + 2, box.label).toBeLessThanOrEqual(box.height + 0.01);
      expect(box.y + box.height, box.label).toBeLessThanOrEqual(bottom);
      expect(box.x + box.width, box.label).toBeLessThanOrEqual(layout.page.width - TICKET_PAGE.margin + 0.01);
    }
    for (const a of layout.boxes)
      for (const b of layout.boxes) {
        if (a === b) continue;
        const apart =
          a.x + a.width <= b.x + 0.01 ||
          b.x + b.width <= a.x + 0.01 ||
          a.y + a.height <= b.y + 0.01 ||
          b.y + b.height <= a.y + 0.01;
        expect(apart, `${a.label} and ${b.label}`).toBe(true);
      }
  });

  it('shrinks the name to fit whole, each emoji the font lacks replaced by a visible mark', () => {
    const { layout } = layoutOf(ticket());
    const name = layout.boxes.find((b) => b.label === 'Customer Name')!;
    expect(name.fitted.size).toBeLessThan(10);
    expect(name.fitted.text).toContain(MISSING_GLYPH);
    // DejaVu Sans draws 😀 (its emoticons are plain outlines), not a joined family nor 👍.
    expect(name.fitted.text).toMatch(/^Łukasz😀Dvořák\uFFFDZoë\uFFFDŁukasz/u);
    expect(name.fitted).toMatchObject({ text: printable(longName), cut: false }); // shrunk, whole
    const { body } = loadedFonts();
    for (const box of layout.boxes)
      for (const char of box.fitted.text.replace(/\n/g, ''))
        expect(body.hasGlyphForCodePoint(char.codePointAt(0)!), `${box.label}: ${char}`).toBe(true);
  });

  it("cuts what does not fit even at the smallest size, ending in '…'", () => {
    const { layout } = layoutOf(ticket({ name: longName.repeat(5) }));
    const name = layout.boxes.find((b) => b.label === 'Customer Name')!;
    expect(name.fitted).toMatchObject({ size: 6, cut: true });
    expect(name.fitted.text.endsWith('…')).toBe(true);
  });

  it('keeps a short text whole at the full size', () => {
    const { layout } = layoutOf(ticket({ name: 'Ada Lovelace', contact: '+44 20 7946 0000' }));
    const name = layout.boxes.find((b) => b.label === 'Customer Name')!;
    expect(name.fitted).toMatchObject({ text: 'Ada Lovelace', size: 10, cut: false });
  });

  it('prints one page per ticket however long its texts', async () => {
    const pdf = await ticketsPdf(
      [ticket(), ticket({ items: Array.from({ length: 60 }, (_, i) => ({ sku: `SKU-${i}` })) })],
      'en',
      new Date(),
    );
    expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length).toBe(2);
  });
});
