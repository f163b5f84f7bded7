// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { assertExposesMatchContract, remoteExposes, sharedDependencies } from '../federation/index.mjs';
import packageJson from '../package.json';

describe('the shared map every build uses', () => {
  const mustBeSingletons = [
    'react',
    'react/',
    'react-dom',
    'react-dom/',
    'react-router',
    '@emotion/react',
    '@emotion/styled',
    '@emotion/cache',
    'notistack',
    'zustand',
    '@microsoft/signalr',
    'i18next',
    'react-i18next',
    '@tanstack/react-query',
    '@exchange/shared',
  ];

  it.each(mustBeSingletons)('shares %s as a singleton with a semver version', (name) => {
    const entry = sharedDependencies[name];
    expect(entry).toBeDefined();
    expect(entry?.singleton).toBe(true);
    expect(entry?.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(entry?.requiredVersion).toBe(`^${entry?.version}`);
  });

  it('shares the platform package at its own version', () => {
    expect(sharedDependencies['@exchange/shared']?.version).toBe(packageJson.version);
  });

  it('never shares anything eagerly', () => {
    for (const entry of Object.values(sharedDependencies)) expect(entry).not.toHaveProperty('eager');
  });

  it('leaves @mui/material to the MUI sharing, which shares it by public path', () => {
    expect(sharedDependencies['@mui/material']).toBeUndefined();
  });
});

describe('the remote contract check of the build', () => {
  it('accepts a remote exposing exactly its contract', () => {
    expect(() =>
      assertExposesMatchContract('sports', { './pages': './src/pages.ts', './widgets': './src/widgets.ts' }),
    ).not.toThrow();
  });

  it('names a missing expose', () => {
    expect(() => assertExposesMatchContract('sports', { './pages': './src/pages.ts' })).toThrow(
      'Remote "sports" does not match its contract in @exchange/shared: missing ./widgets',
    );
  });

  it('names an expose the contract does not have', () => {
    expect(() => assertExposesMatchContract('casino', { './pages': './a.ts', './games': './b.ts' })).toThrow(
      'unexpected ./games',
    );
  });

  it('refuses an unknown remote', () => {
    expect(() => assertExposesMatchContract('poker', {})).toThrow('Unknown remote "poker"');
  });

  it('lists a module for every remote', () => {
    expect(Object.keys(remoteExposes).sort()).toEqual(['account', 'auth', 'casino', 'sports']);
  });
});
