import { describe, expect, it } from 'vitest';
import { apiProxy } from './index.mjs';

describe('apiProxy (the dev servers in front of the API)', () => {
  it('sends the secret the API shares with its proxies, so the API believes the forwarded headers', () => {
    const rules = apiProxy('http://localhost:4000', 'this-start');
    for (const path of ['/v3', '/oidc'])
      expect(rules[path], path).toEqual({
        target: 'http://localhost:4000',
        xfwd: true,
        headers: { 'x-proxy-secret': 'this-start' },
      });
  });

  it('sends no secret header when none was given', () => {
    expect(apiProxy('http://localhost:4000', '')['/v3']).toEqual({ target: 'http://localhost:4000', xfwd: true });
  });
});
