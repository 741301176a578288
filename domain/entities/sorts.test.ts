import { describe, expect, it } from 'vitest';
import { entitySorts } from './sorts';
import { entity as products } from './products';
import { entity as suppliers } from './suppliers';

describe("an entity list's sortable columns", () => {
  it('are the columns showing a field of its own, by the key the row answers', () => {
    expect(entitySorts(suppliers)).toEqual({
      name: 'name',
      contact_email: 'contact_email',
      contact_phone: 'contact_phone',
      'address.country': 'country',
      dropShipping_available: 'dropShipping_available',
      activated: 'activated',
    });
  });
  it('leave out what the server computes or reads from another table', () => {
    const sorts = entitySorts(products);
    expect(sorts).not.toHaveProperty('supplier.name');
    expect(entitySorts(suppliers)).not.toHaveProperty('schedule_label');
    expect(Object.keys(sorts)).toContain('internal_sku');
  });
});
