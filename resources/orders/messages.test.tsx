import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n';

describe('order texts', () => {
  it("say '1 unit' for one unit and 'N units' otherwise", () => {
    const detail = (smart_count: number) =>
      i18nProvider.translate('app.orders.refund.detail', { sku: 'DS-CK-001', smart_count });
    expect(detail(1)).toBe('The product DS-CK-001 (1 unit) will be refunded.');
    expect(detail(2)).toBe('The product DS-CK-001 (2 units) will be refunded.');
  });
});
