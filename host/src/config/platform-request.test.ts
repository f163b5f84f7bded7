// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { platformConfigRequest, platformConfigUrl } from './platform-request';

// index.html is a file, not code: this test reads it from disk. The host compiles without Node
// types, hence the untyped import of node:fs.
const indexHtml = async (): Promise<string> => {
  const nodeFs = 'node:fs';
  const fs = (await import(/* @vite-ignore */ nodeFs)) as { readFileSync(path: string, encoding: 'utf8'): string };
  return fs.readFileSync(decodeURIComponent(new URL('../../index.html', import.meta.url).pathname), 'utf8');
};

describe('the preload of platform.json', () => {
  it('is in index.html, matching the request the entry makes', async () => {
    const links = [...(await indexHtml()).matchAll(/<link rel="preload"[^>]*>/g)].map(([link]) => link);
    expect(links).toEqual([`<link rel="preload" href="${platformConfigUrl}" as="fetch" crossorigin />`]);
    // `crossorigin` (anonymous) on a fetch preload is a CORS request with same-origin credentials;
    // a preload is made with the default cache mode, so the request must not set another.
    expect(platformConfigRequest).toEqual({ mode: 'cors', credentials: 'same-origin' });
  });
});
