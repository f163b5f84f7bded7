import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the singleton guard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reports loudly when a second copy initialises on the same page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = await import('./platform-instance');
    const registry = first.getPlatformRegistry();
    const before = registry.initialisations;
    expect(errors).not.toHaveBeenCalled();

    vi.resetModules();
    const second = await import('./platform-instance');

    expect(second.platformInstanceId).not.toBe(first.platformInstanceId);
    expect(registry.initialisations).toBe(before + 1);
    expect(second.getPlatformRegistry().instanceId).toBe(first.getPlatformRegistry().instanceId);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('@exchange/shared initialised 2 times on this page'));
  });

  it('initialises outside a secure context, where crypto.randomUUID is missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    try {
      vi.resetModules();
      const copy = await import('./platform-instance');
      expect(copy.platformInstanceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
