import { describe, expect, it } from 'vitest';

import { hashPassword, scryptParametersWithCost, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt, and verifies only the same password', async () => {
    const first = await hashPassword('secret123');
    const second = await hashPassword('secret123');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('secret123');

    expect(await verifyPassword('secret123', first)).toBe(true);
    expect(await verifyPassword('secret123', second)).toBe(true);
    expect(await verifyPassword('secret124', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('verifies with the parameters stored in the hash', async () => {
    const cheap = await hashPassword('secret123', { cost: 1024, blockSize: 4, parallelization: 2 });
    expect(cheap).toMatch(/^scrypt\$1024\$4\$2\$/);
    expect(await verifyPassword('secret123', cheap)).toBe(true);
    expect(await verifyPassword('secret123', cheap.replace('$1024$', '$2048$'))).toBe(false);
  });

  it('hashes with the configured cost and still verifies hashes made with another', async () => {
    const configured = scryptParametersWithCost(10);
    const made = await hashPassword('secret123', configured);
    expect(made).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('secret123', made, configured)).toBe(true);
    expect(await verifyPassword('secret123', await hashPassword('secret123'), configured)).toBe(true);
    expect(await verifyPassword('secret123', null, configured)).toBe(false);
  });

  it('treats unicode compositions of the same text as the same password', async () => {
    const composed = 'caf\u00e9pass1';
    const decomposed = 'cafe\u0301pass1';
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it.each([
    [null],
    [''],
    ['plain-text'],
    ['bcrypt$10$abc$def'],
    ['scrypt$1000$8$1$c2FsdA==$a2V5'],
    ['scrypt$16384$8$1$c2FsdA==$'],
    ['scrypt$16384$8$1$c2FsdA==$a2V5$extra'],
    ['scrypt$2097152$8$1$c2FsdA==$a2V5'],
  ])('never matches the malformed or missing hash %j', async (stored) => {
    expect(await verifyPassword('secret123', stored)).toBe(false);
  });
});
