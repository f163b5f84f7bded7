import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { defaultCorsOrigins } from '../config.js';
import { createOriginMatcher } from './origins.js';

describe('createOriginMatcher', () => {
  const allowed = createOriginMatcher(defaultCorsOrigins);

  it('allows the host and remote dev servers on localhost and 127.0.0.1', () => {
    for (const port of [3000, 3001, 3002, 3003, 3004]) {
      expect(allowed(`http://localhost:${port}`)).toBe(true);
      expect(allowed(`http://127.0.0.1:${port}`)).toBe(true);
    }
    expect(allowed('http://localhost:3005')).toBe(false);
    expect(allowed('https://localhost:3000')).toBe(false);
  });

  it('allows any brand subdomain of localhost on the host port', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/), (brand) => {
        expect(allowed(`http://${brand}.localhost:3000`)).toBe(true);
        expect(allowed(`http://${brand}.localhost:3001`)).toBe(false);
      }),
    );
  });

  it('refuses look-alike origins', () => {
    for (const origin of [
      'http://evil.example',
      'http://localhost:3000.evil.example',
      'http://brand.localhost:3000.evil.example',
      'http://brandlocalhost:3000',
      'http://.localhost:3000',
      'null',
    ]) {
      expect(allowed(origin), origin).toBe(false);
    }
  });
});
