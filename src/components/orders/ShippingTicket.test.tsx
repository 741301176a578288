import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInAdmin } from '../../testing';
import type { Order } from './types';
import { knifeLine, order, skilletLine, unknownLine } from '../../testing/orderFixtures';
import { ShippingTicket } from './ShippingTicket';
import { ShippingTicketDialog } from './ShippingTicketDialog';

const GENERATED = new Date('2026-03-05T14:30:00.000Z');

/** The value printed in the ticket's box labelled `label`. */
const field = (label: string) =>
  within(screen.getByRole('document', { name: 'Shipping Ticket' })).getByText(label).nextElementSibling
    ?.textContent;

describe('Shipping Ticket', () => {
  it('prints the parcel of a 2-line order: 1.5 kg x 2 + 0.25 kg x 3 = 3.75 kg', async () => {
    renderInAdmin(<ShippingTicket order={order} generatedAt={GENERATED} />);
    // The barcode's encoder loads on first use.
    expect(await screen.findByRole('img', { name: '#1042' })).toHaveAttribute('data-barcode', '#1042');
    expect(field('Total Weight')).toBe('3.75 kg');
    expect(field('Shipping Type')).toBe('Standard');
    expect(field('Order Number')).toBe('#1042#1042');
    expect(field('Generated')).toBe('05/03/2026 14:30 UTC');
    // The skillet came in a pack: the pack is listed with its product under it.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'DS-PACK-COOKDS-CK-001',
      'DS-CK-001',
      'DS-CK-002',
    ]);
    expect(field('Sender')).toBe('Rotterdam Hub\n12 Havenweg, Rotterdam, 3011, Netherlands');
    expect(field('Ship To')).toBe('Jane Doe\n1 Main Street, Flat 2, Leeds, LS1 1AA, United Kingdom');
    expect(field('Customer Name')).toBe('Jane Doe');
    expect(field('Contact')).toBe('Phone not available');
    expect(field('Address')).toBe('1 Main Street, Flat 2, Leeds, LS1 1AA, United Kingdom');
  });

  it("leaves refunded lines out, prints an unknown SKU as the shop's, and the order's own shipping type", () => {
    const mixed: Order = {
      ...order,
      shipping_type: 'Express',
      assigned_to: null,
      products: [skilletLine, { ...knifeLine, status: 'Refund' }, unknownLine],
    };
    renderInAdmin(<ShippingTicket order={mixed} generatedAt={GENERATED} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'DS-PACK-COOKDS-CK-001',
      'DS-CK-001',
      'MUG-77',
    ]);
    expect(field('Total Weight')).toBe('3 kg');
    expect(field('Shipping Type')).toBe('Express');
    expect(field('Sender')).toBe('Not Available');
  });

  it('prints only the lines it is given', () => {
    renderInAdmin(<ShippingTicket order={order} lines={[skilletLine]} generatedAt={GENERATED} />);
    expect(field('Total Weight')).toBe('3 kg');
  });

  it('shows in a dialog with Print and Close', async () => {
    renderInAdmin(<ShippingTicketDialog order={order} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Shipping Ticket' });
    expect(within(dialog).getByRole('document', { name: 'Shipping Ticket' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
