import { describe, expect, it } from 'vitest';
import { loadConfig, trustProxyOf } from './config';

describe('TRUST_PROXY', () => {
  it('believes no X-Forwarded-For when unset or false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
  });

  it('reads the proxies as addresses and CIDRs', () => {
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('refuses to believe everyone, or a hop count Fastify no longer honours', () => {
    expect(() => trustProxyOf('true')).toThrow(/TRUST_PROXY must list the proxies' addresses/);
    expect(() => trustProxyOf('1')).toThrow(/TRUST_PROXY must list/);
  });
});

describe('Shopify webhooks', () => {
  it('are off without SHOPIFY_WEBHOOK_SECRET', () => {
    expect(loadConfig({ SHOPIFY_WEBHOOK_SECRET_PREVIOUS: 'old' }).shopifyWebhooks).toBeUndefined();
  });

  it('take the current secret, then the previous one, from the shop SHOPIFY_SHOP names', () => {
    expect(
      loadConfig({
        SHOPIFY_WEBHOOK_SECRET: 'new',
        SHOPIFY_WEBHOOK_SECRET_PREVIOUS: 'old',
        SHOPIFY_SHOP: 'my-shop.myshopify.com',
      }).shopifyWebhooks,
    ).toEqual({ secrets: ['new', 'old'], shop: 'my-shop.myshopify.com' });
    expect(loadConfig({ SHOPIFY_WEBHOOK_SECRET: 'new' }).shopifyWebhooks).toEqual({
      secrets: ['new'],
      shop: null,
    });
  });
});

describe('ROLE', () => {
  const pg = { DATABASE_URL: 'postgresql://localhost/fulfilment' };
  it('is all by default, one process doing everything', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig(pg).role).toBe('all');
  });

  it('splits the API and the jobs on PostgreSQL', () => {
    expect(loadConfig({ ...pg, ROLE: 'web' }).role).toBe('web');
    expect(loadConfig({ ...pg, ROLE: ' Worker ' }).role).toBe('worker');
  });

  it('refuses an unknown role, and web or worker on PGlite, which one process owns', () => {
    expect(() => loadConfig({ ...pg, ROLE: 'api' })).toThrow(
      'ROLE must be one of all, web, worker, got "api"',
    );
    expect(() => loadConfig({ ROLE: 'web' })).toThrow(/ROLE=web needs DATABASE_URL/);
  });

  it('takes a read replica only beside DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_READ_URL: 'postgresql://replica/f' }).databaseReadUrl).toBeUndefined();
    expect(loadConfig({ ...pg, DATABASE_READ_URL: 'postgresql://replica/f' }).databaseReadUrl).toBe(
      'postgresql://replica/f',
    );
  });
});
