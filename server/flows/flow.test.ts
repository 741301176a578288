import { describe, expect, it } from 'vitest';
import { defineFlow, flowEffects } from './flow';

const kicks = () => {
  const seen: string[] = [];
  const effects = flowEffects({
    kickOutbox: () => void seen.push('outbox'),
    kickShopFulfilments: () => void seen.push('shop'),
  });
  return { seen, effects };
};

const mailing = defineFlow({ name: 'mails', after: ['outbox'], run: async () => undefined });
const shipping = defineFlow({
  name: 'ships',
  after: ['shopWriteBack', 'outbox'],
  run: async () => undefined,
});
const quiet = defineFlow({ name: 'quiet', after: [], run: async () => undefined });

describe('flowEffects', () => {
  it('wakes each job the committed flows declared, once, and nothing for a flow that declares none', () => {
    const { seen, effects } = kicks();
    effects.afterCommit(mailing, shipping, quiet);
    expect(seen.sort()).toEqual(['outbox', 'shop']);
    effects.afterCommit(quiet);
    expect(seen).toHaveLength(2);
  });

  it('wakes what a commit outside a flow names', () => {
    const { seen, effects } = kicks();
    effects.wake('outbox');
    expect(seen).toEqual(['outbox']);
    effects.wake('shopWriteBack');
    expect(seen).toEqual(['outbox', 'shop']);
  });
});
