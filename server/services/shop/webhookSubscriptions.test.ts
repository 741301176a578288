import { describe, expect, it } from 'vitest';
import { isPublicUrl } from './webhookSubscriptions';

describe('a public APP_URL, which a shop can deliver to', () => {
  it('is https on a name or address outside this machine and its network', () => {
    expect(isPublicUrl('https://fulfilment.example.com')).toBe(true);
    expect(isPublicUrl('https://fulfilment.example.com:8443/base')).toBe(true);
    expect(isPublicUrl('https://203.0.113.10')).toBe(true);
  });

  it('is not plain http, this machine, a private address or a bare name', () => {
    for (const url of [
      'http://fulfilment.example.com',
      'https://localhost:3000',
      'https://127.0.0.1',
      'https://[::1]:3000',
      'https://10.1.2.3',
      'https://172.20.0.5',
      'https://192.168.1.20',
      'https://backoffice',
      'https://shop.local',
      'http://app.test',
      'not a url',
    ])
      expect(isPublicUrl(url), url).toBe(false);
  });
});
