import { vi } from 'vitest';

// Test files share a worker (see vitest.shared.ts): each one starts from fresh project modules
// (stores, i18n instances, caches), empty web storage and no platform registry
// (shared/src/platform/platform-instance.ts) and no style sheet an earlier file's components wrote,
// as it would on a page, or in a worker, of its own.
vi.resetModules();
delete (globalThis as Record<symbol, unknown>)[Symbol.for('exchange.platform.shared')];
if (typeof localStorage !== 'undefined') localStorage.clear();
if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
if (typeof document !== 'undefined') {
  for (const sheet of document.head.querySelectorAll('style[data-static-styles]')) sheet.remove();
}
