import { afterEach, describe, expect, it } from 'vitest';

import { readStyleNonce } from './style-nonce';

describe('readStyleNonce', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('reads the nonce the server wrote into the page', () => {
    document.head.innerHTML = '<meta name="csp-nonce" content="r4nd0m+N0nce/==" />';
    expect(readStyleNonce()).toBe('r4nd0m+N0nce/==');
  });

  it('gives none when the page has no nonce', () => {
    expect(readStyleNonce()).toBeUndefined();
    document.head.innerHTML = '<meta name="csp-nonce" content=" " />';
    expect(readStyleNonce()).toBeUndefined();
  });
});
