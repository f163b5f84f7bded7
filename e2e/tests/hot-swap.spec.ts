import { readFileSync, rmSync, writeFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { appDefinition, brandUrl as brandOrigin } from '../../scripts/lib/apps.mjs';
import { hostManifestPath, loadRemoteContracts, readManifest } from '../../scripts/lib/manifest-check.mjs';
import { publishRemote } from '../../scripts/lib/publish-remote.mjs';
import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/accessibility';
import { signInPlayer } from '../support/session';

// The brand whose settings file points `remotes.casino` at the live-casino variant. The file is what
// an operator edits; the api reads it on every request.
const royalSettingsFile = new URL('../../api/cdn/settings/royal.localhost.json', import.meta.url);
const shippedRoyalSettings = readFileSync(royalSettingsFile, 'utf8');

const hostUrl = appDefinition('host').url;
const royalCasino = `${brandOrigin(hostUrl, 'royal')}/casino`;
const defaultCasino = `${hostUrl}/casino`;

/** The origins the page downloaded scripts from, from now on. */
function scriptOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') origins.add(new URL(response.url()).origin);
  });
  return origins;
}

const casinoSection = (page: Page) => page.locator('[data-app="host"] [data-remote="casino"]');

// A first load of a brand downloads the shell, the brand and a casino build; on a busy machine that
// takes longer than one assertion's default wait.
const firstLoad = { timeout: 20_000 };

async function expectDefaultCasino(page: Page): Promise<void> {
  await expect(casinoSection(page)).toBeVisible(firstLoad);
  await expect(casinoSection(page)).not.toHaveAttribute('data-variant', 'live');
  await expect(page.getByRole('heading', { level: 1, name: 'Live Casino' })).toHaveCount(0);
}

async function expectLiveCasino(page: Page): Promise<void> {
  await expect(casinoSection(page)).toHaveAttribute('data-variant', 'live', firstLoad);
  await expect(casinoSection(page).getByRole('heading', { level: 1, name: 'Live Casino' })).toBeVisible();
  await expect(casinoSection(page).getByRole('navigation', { name: 'Casino sections' })).toBeVisible();
}

// Each test loads several brands, each a cold first load.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, request, apps }) => {
  await signInPlayer(context, request, apps.url('api'), { username: 'swapper' });
});

test.afterEach(() => {
  writeFileSync(royalSettingsFile, shippedRoyalSettings);
});

test('one host build shows the default casino on one brand and the live variant on another, side by side', async ({
  context,
  apps,
}) => {
  const defaultBrand = await context.newPage();
  const royal = await context.newPage();
  const defaultScripts = scriptOrigins(defaultBrand);
  const royalScripts = scriptOrigins(royal);

  await defaultBrand.goto(defaultCasino);
  await royal.goto(royalCasino);

  await expectDefaultCasino(defaultBrand);
  await expectLiveCasino(royal);
  expect(defaultScripts).toContain(apps.url('remote-casino'));
  expect(defaultScripts).not.toContain(apps.url('remote-casino-variant'));
  // (On a brand's first visit the default casino may be preloaded before its settings arrive; the
  // variant is what renders.)
  expect(royalScripts).toContain(apps.url('remote-casino-variant'));
  // Both came from the host's one build: the same entry script on both origins.
  const hostEntry = (page: Page) => page.locator('script[src*="main"]').first().getAttribute('src');
  expect(await hostEntry(royal)).toBe(await hostEntry(defaultBrand));

  // The other tab is untouched by the swap, and the live lobby keeps working as the player moves.
  await defaultBrand.reload();
  await expectDefaultCasino(defaultBrand);
  await casinoSection(royal).getByRole('link', { name: 'Live casino' }).click();
  await expect(royal).toHaveURL(/\/lobby-page\/live-casino$/);
  await expectLiveCasino(royal);
});

test("removing the brand's override brings the default casino back on the next load, with no restart", async ({
  page,
  apps,
}) => {
  await page.goto(royalCasino);
  await expectLiveCasino(page);

  const { remotes, ...withoutOverride } = JSON.parse(shippedRoyalSettings) as Record<string, unknown>;
  expect(remotes).toEqual({ casino: 'http://localhost:3005/mf-manifest.json' });
  writeFileSync(royalSettingsFile, `${JSON.stringify(withoutOverride, null, 2)}\n`);

  const scripts = scriptOrigins(page);
  await page.reload();
  await expectDefaultCasino(page);
  expect(scripts).toContain(apps.url('remote-casino'));

  // And back: restoring the entry swaps the variant in again.
  writeFileSync(royalSettingsFile, shippedRoyalSettings);
  await page.reload();
  await expectLiveCasino(page);
});

test('an override from an origin off the allow-list is refused and the default casino is used', async ({ page }) => {
  const settings = JSON.parse(shippedRoyalSettings) as Record<string, unknown>;
  settings.remotes = { casino: 'http://localhost:1/mf-manifest.json' };
  writeFileSync(royalSettingsFile, `${JSON.stringify(settings, null, 2)}\n`);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await page.goto(royalCasino);
  await expectDefaultCasino(page);
  expect(warnings.some((text) => text.includes('Refused the casino remote override'))).toBe(true);
});

test('a version published while everything runs is tried on one brand, then rolled back, by editing its file', async ({
  page,
  apps,
}) => {
  const variant = appDefinition('remote-casino-variant');
  const releasesDir = variant.releasesDir ?? '';
  const published = publishRemote({
    buildDir: variant.dir,
    releasesDir,
    hostManifest: await readManifest(hostManifestPath),
    contracts: await loadRemoteContracts(),
    version: `0.0.0-e2e.${process.pid}`,
  });
  try {
    const release = `${apps.url('remote-casino-variant')}/releases/${published.version}/`;
    const settings = JSON.parse(shippedRoyalSettings) as Record<string, unknown>;
    writeFileSync(
      royalSettingsFile,
      JSON.stringify({ ...settings, remotes: { casino: `${release}mf-manifest.json` } }),
    );

    const fromRelease: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(release) && response.ok()) fromRelease.push(response.url());
    });
    await page.goto(royalCasino);
    await expectLiveCasino(page);
    // The copied folder runs from its new path: the entry and the page's chunks come from it.
    expect(fromRelease.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(fromRelease.filter((url) => /\.[0-9a-f]{10}\.js$/.test(url)).length).toBeGreaterThan(0);

    // Rolling back is pointing the brand where it pointed before.
    writeFileSync(royalSettingsFile, shippedRoyalSettings);
    fromRelease.length = 0;
    await page.reload();
    await expectLiveCasino(page);
    expect(fromRelease.filter((url) => url.endsWith('/remoteEntry.js'))).toEqual([]);
  } finally {
    rmSync(published.dir, { recursive: true, force: true });
  }
});

for (const width of [360, 1280]) {
  test(`the live variant's lobby has no serious or critical accessibility violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${brandOrigin(hostUrl, 'royal')}/lobby`);
    await expectLiveCasino(page);
    await expect(casinoSection(page).getByRole('button', { name: 'Play Aviator' })).toBeVisible(firstLoad);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
