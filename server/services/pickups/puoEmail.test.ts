import { describe, expect, it } from 'vitest';
import { renderPuoEmail } from './puoEmail';
import type { PickupOrderRecord } from './puoRecords';

const address = {
  street_number: '12',
  street_name: 'Dock Road',
  city: 'Leeds',
  country: 'GB',
  zipCode: 'LS1',
};
const product = (sku: string, weight: number) => ({
  _id: sku,
  internal_sku: `INT-${sku}`,
  supplier_sku: sku,
  supplier_product_name: `Mug <${sku}>`,
  internal_product_name: 'Mug',
  weight,
  length: 0.1,
  width: 0.1,
  height: 0.1,
});
const record = {
  pickupOrderNumber: 'PUO-001000',
  pickupFrom: 'Supplier',
  pickupId: { _id: 's', name: 'Acme & Sons', address },
  assign_orders: [
    {
      sent_to: 'Warehouse',
      order_number: '#1001',
      recipient: { name: 'North Hub', address: '12 Dock Road, Leeds', city: 'Leeds' },
      products: [
        { total_quantity: 3, status: 'Ready', product_id: product('SUP-1', 1.5) },
        { total_quantity: 1, status: 'Refund', product_id: product('SUP-GONE', 1) },
      ],
    },
  ],
} as unknown as PickupOrderRecord;

describe('renderPuoEmail', () => {
  it('writes the agent’s text with the PUO table: pickup place, destination, lines not refunded', () => {
    const mail = renderPuoEmail(
      record,
      {
        contactEmail: 'ops@agent.test',
        emailSubject: '',
        customeEmail: '<p>Hi,</p><p>{{table}}</p><p>Bye</p>',
      },
      { from: 'shop@shop.test', signature: null },
    );
    expect(mail).toMatchObject({ kind: 'pickup-order', to: 'ops@agent.test', from: 'shop@shop.test' });
    expect(mail.subject).toBe('Pickup order PUO-001000');
    expect(mail.html).not.toContain('{{table}}');
    expect(mail.html).toContain('Acme &amp; Sons');
    expect(mail.html).toContain('Mug &lt;SUP-1&gt;');
    expect(mail.html).not.toContain('SUP-GONE');
    expect(mail.text).toMatch(/^Hi,/);
    expect(mail.text).toContain('INT-SUP-1 | SUP-1 | Mug <SUP-1> | 3 | 4.5');
    expect(mail.text).toContain('Deliver to (Warehouse): North Hub');
    expect(mail.text.trim().endsWith('Bye')).toBe(true);
  });
});

describe('renderPuoEmail in the agent’s e-mail language', () => {
  it('writes Pick up at, the destinations and the table’s headers in German for a German agent', () => {
    const mail = renderPuoEmail(
      record,
      {
        contactEmail: 'ops@agent.test',
        emailSubject: '',
        customeEmail: '<p>{{table}}</p>',
        emailLanguage: 'de',
      },
      { from: null, signature: null },
    );
    expect(mail.subject).toBe('Abholauftrag PUO-001000');
    expect(mail.text).toContain('Abholauftragsnummer: PUO-001000');
    expect(mail.text).toContain('Abholen bei (Lieferant): Acme & Sons');
    expect(mail.text).toContain('Liefern an (Lager): North Hub');
    expect(mail.text).toContain('Interne SKU | Lieferanten-SKU | Produkt | Einheiten | Gewicht (kg)');
    expect(mail.text).not.toMatch(/Pick up at|Deliver to|Weight \(kg\)/);
  });
});
