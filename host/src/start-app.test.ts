import type { DomainSettings } from '@exchange/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { PlatformConfig } from './config/platform-config';
import { resolveRemotes } from './federation/resolve-remotes';
import { applyBrandToDocument, startApp, type StartAppDependencies } from './start-app';
import { localPlatformConfig } from './test-fixtures';

const platform: PlatformConfig = { ...localPlatformConfig, knownHostnames: [] };

function dependencies(overrides: Partial<StartAppDependencies> = {}): StartAppDependencies {
  return {
    container: document.createElement('div'),
    hostname: 'gold.localhost',
    loadPlatformConfig: async () => platform,
    loadDomainSettings: async () => ({ domainTitle: 'Gold Exchange' }),
    resolveRemotes,
    registerRemotes: vi.fn(),
    render: vi.fn(),
    ...overrides,
  };
}

describe('startApp', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content=""><link rel="icon" href="/favicon.svg">';
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => vi.restoreAllMocks());

  it('registers the remotes and renders only after the brand settings have loaded', async () => {
    const order: string[] = [];
    let release: (settings: DomainSettings) => void = () => undefined;
    const deps = dependencies({
      loadDomainSettings: () => new Promise((resolve) => (release = resolve)),
      registerRemotes: () => order.push('register'),
      render: () => order.push('render'),
    });
    const started = startApp(deps);
    await Promise.resolve();
    expect(order).toEqual([]);
    release({ domainTitle: 'Gold Exchange' });
    await started;
    expect(order).toEqual(['register', 'render']);
  });

  it('refuses a brand override off the allow-list, says so, and registers the default', async () => {
    const deps = dependencies({
      loadDomainSettings: async () => ({
        domainTitle: 'Gold Exchange',
        remotes: { casino: 'https://evil.example/mf-manifest.json' },
      }),
    });
    await startApp(deps);
    expect(deps.registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'casino', entry: 'http://localhost:3003/mf-manifest.json' }]),
    );
    expect(console.warn).toHaveBeenCalledWith(
      'Refused the casino remote override https://evil.example/mf-manifest.json: origin https://evil.example is not on the allow-list. Using the default.',
    );
  });

  it('shows a plain message, and renders nothing, when platform.json cannot be read', async () => {
    const deps = dependencies({
      loadPlatformConfig: () => Promise.reject(new Error('404')),
    });
    await startApp(deps);
    expect(deps.container.querySelector('[role="alert"]')?.textContent).toBe(
      'The site could not start. Please try again in a few minutes.',
    );
    expect(deps.render).not.toHaveBeenCalled();
  });
});

describe('applyBrandToDocument', () => {
  it('takes the title, description and favicon from the brand', () => {
    document.head.innerHTML = '<meta name="description" content=""><link rel="icon" href="/favicon.svg">';
    applyBrandToDocument({ domainTitle: 'Gold Exchange', description: 'Bet on gold', favicon: '/brands/gold.svg' });
    expect(document.title).toBe('Gold Exchange');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Bet on gold');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brands/gold.svg');
  });
});
