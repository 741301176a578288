import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadGerman } from '../../i18n';
import { alreadyDone } from '../../../domain/batch';
import type { BatchAnswer } from '../../../domain/schemas/batch';
import { batchBanner } from './useBatchWrite';

/** 97 changed, 41 already so and 2 refused (issue 28 item 19): the already so are no refusals. */
function answer(done: number, already: number, refused: number): BatchAnswer {
  const rows: BatchAnswer['rows'] = [
    ...Array.from({ length: done }, (_, i) => ({ id: `d${i}`, outcome: 'done' as const })),
    ...Array.from({ length: already }, (_, i) => ({
      id: `a${i}`,
      outcome: 'refused' as const,
      reason: alreadyDone('Ready'),
      unchanged: true as const,
    })),
    ...Array.from({ length: refused }, (_, i) => ({
      id: `r${i}`,
      label: `#10${i}`,
      outcome: 'refused' as const,
      reason: 'Order not found',
    })),
  ];
  return { msg: '', done, refused: already + refused, unchanged: already, rows };
}

describe('the banner of a batch', () => {
  const en = createI18nProvider('en');
  const t = en.translate;

  it('counts the rows already so apart from the refused, and lists only the refused', () => {
    const banner = batchBanner(answer(97, 41, 2), (id) => id, t);
    expect(banner.message).toBe('97 changed, 41 already so, 2 refused');
    expect(banner.severity).toBe('warning');
    expect(banner.details).toEqual(['#100: Order not found', '#101: Order not found']);
  });

  it('is green when nothing was refused, the already so counted', () => {
    const banner = batchBanner(answer(97, 41, 0), (id) => id, t);
    expect(banner.message).toBe('97 changed, 41 already so');
    expect(banner.severity).toBe('success');
    expect(banner.details).toEqual([]);
    expect(batchBanner(answer(3, 0, 1), (id) => id, t).message).toBe('3 changed, 1 refused');
  });

  it('says it in German', async () => {
    await loadGerman();
    const de = createI18nProvider('de');
    expect(batchBanner(answer(97, 41, 0), (id) => id, de.translate).message).toBe(
      '97 geändert, 41 bereits so',
    );
    expect(batchBanner(answer(97, 41, 2), (id) => id, de.translate).message).toBe(
      '97 geändert, 41 bereits so, 2 abgelehnt',
    );
  });
});
