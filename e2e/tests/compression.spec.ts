import type { Response } from '@playwright/test';

import { expect, test } from '../fixtures';

/** Bodies this small may not shrink when compressed; the build then keeps no compressed copy. */
const compressibleBytes = 1_000;

test('the browser gets the page, scripts and manifests brotli-compressed, each varying by Accept-Encoding', async ({
  page,
  apps,
}) => {
  const frontEnd = new Set(apps.apps.map((app) => app.url));
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (frontEnd.has(new URL(response.url()).origin)) responses.push(response);
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Login with demo ID' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const checked: string[] = [];
  for (const response of responses) {
    const url = response.url();
    const type = response.request().resourceType();
    const isManifest = /\/(?:mf-manifest|platform)\.json$/.test(url);
    // The builds have no CSS files today (styles are emotion's), so stylesheets are checked if any appear.
    if (!['document', 'script', 'stylesheet'].includes(type) && !isManifest) continue;
    const headers = await response.allHeaders();
    expect(headers.vary, url).toMatch(/accept-encoding/i);
    const { responseBodySize } = await response.request().sizes();
    const decoded = (await response.body()).length;
    if (decoded < compressibleBytes) continue;
    expect(headers['content-encoding'], url).toBe('br');
    expect(responseBodySize, url).toBeLessThan(decoded / 2);
    checked.push(isManifest ? new URL(url).pathname : type);
  }
  // The page itself, its platform.json, scripts of the host and the auth remote, and that remote's manifest.
  expect(checked).toContain('document');
  expect(checked).toContain('/platform.json');
  expect(checked).toContain('/mf-manifest.json');
  const scriptOrigins = responses
    .filter((response) => response.request().resourceType() === 'script')
    .map((response) => new URL(response.url()).origin);
  expect(scriptOrigins).toContain(apps.url('host'));
  expect(scriptOrigins).toContain(apps.url('remote-auth'));
});

test('the api sends the browser JSON over 1 KB compressed', async ({ page, apps }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Login with demo ID' })).toBeVisible();
  // Today's calls on the first pages answer under 1 KB, so the page asks for the brand settings
  // through the api with the base64 payload codec a brand may choose, which makes them larger.
  const url = `${apps.url('api')}/Setting/GetSetting?domain=localhost`;
  const answer = page.waitForResponse((response) => response.url() === url && response.request().method() === 'GET');
  const body = await page.evaluate(async (address) => {
    const response = await fetch(address, { headers: { 'X-Payload-Codec': 'base64-json' } });
    return (await response.json()) as { payload: string };
  }, url);
  const response = await answer;
  const headers = await response.allHeaders();
  expect(headers['content-encoding']).toBe('br');
  expect(headers.vary).toMatch(/accept-encoding/i);
  const { responseBodySize } = await response.request().sizes();
  expect((await response.body()).length).toBeGreaterThan(1_024);
  expect(responseBodySize).toBeLessThan((await response.body()).length);
  const decoded = JSON.parse(Buffer.from(body.payload, 'base64').toString('utf8')) as { result: { domain: string } };
  expect(decoded.result.domain).toBe('localhost');
});
