import { describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/printing/tickets';
import { drawInThread } from './pdfThread';
import type { PdfJob } from './pdfJob';

const ticket: Ticket = {
  sender: 'North Warehouse',
  name: 'Ada Lovelace',
  destination: '1 Analytical Row, N1 London, GB',
  number: '#1042',
  shippingType: null,
  items: [{ sku: 'SKU-1' }],
  weight: 1,
  contact: null,
};
const job: PdfJob = { kind: 'tickets', tickets: [ticket], language: 'en', generatedAt: new Date() };

describe('the print thread', () => {
  it('answers the PDF drawn from plain data', async () => {
    const pdf = await drawInThread(job);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers a drawing that fails as a 500 naming why, and keeps printing', async () => {
    const broken = { ...job, tickets: [null] } as unknown as PdfJob;
    await expect(drawInThread(broken)).rejects.toMatchObject({
      statusCode: 500,
      message: expect.stringMatching(/^The PDF could not be drawn: /),
    });
    expect((await drawInThread(job)).length).toBeGreaterThan(1000);
  });

  it('answers a PDF that takes too long as a 503, never a hang, and starts afresh', async () => {
    const many = { ...job, tickets: Array.from({ length: 200 }, () => ticket) };
    await expect(drawInThread(many, 1)).rejects.toMatchObject({
      statusCode: 503,
      message: 'The PDF could not be drawn: it took over 1 s',
    });
    expect((await drawInThread(job)).length).toBeGreaterThan(1000);
  });
});
