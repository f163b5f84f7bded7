import type { Page } from '@playwright/test';

import { collectConsole, expect, test } from '../fixtures';
import { makeEvent, openMarket, slipOf } from '../support/betting';
import { signInPlayer } from '../support/session';

/**
 * Strings that each sit in exactly one module of a library and survive minification (string
 * literals and property names, never identifiers). A JavaScript file whose body holds one carries
 * a copy of that module, so the number of such bodies is the number of copies downloaded.
 */
const markers = {
  // react-dom's client: the property it puts on a root's container element.
  'react-dom': '__reactContainer$',
  // @mui/material's theme engine (styles/createTypography): the default font stack.
  'MUI theme engine': '"Roboto", "Helvetica", "Arial", sans-serif',
  // @mui/system's style engine (spacing and the sx config): a logical spacing key.
  'MUI system': 'paddingInlineStart',
  // ButtonBase's class names, which every MUI button imports through ButtonBase and Checkbox, Radio,
  // Switch and ToggleButtonGroup import directly: a remote's own copy of one of those brings them too.
  'MUI components': '"MuiButtonBase",["root"',
  // @emotion/react: the key its jsx puts the element type under.
  '@emotion/react': '__EMOTION_TYPE_PLEASE_DO_NOT_USE__',
  // @emotion/cache: the selector it moves server-rendered styles with.
  '@emotion/cache': 'style[data-emotion]:not([data-s])',
  // @module-federation/runtime-core: the name of one of its loader hooks. A container built with
  // `externalRuntime` ships only the bundler glue, which never names it.
  'federation runtime': 'beforeLoadRemoteSnapshot',
} as const;

type Library = keyof typeof markers;

const oneOfEach = Object.fromEntries(Object.keys(markers).map((name) => [name, 1]));

/** For each library, the URLs of the JavaScript files downloaded from now on that carry it. */
function recordCopies(page: Page): Record<Library, string[]> {
  const copies = Object.fromEntries(Object.keys(markers).map((name) => [name, []])) as unknown as Record<
    Library,
    string[]
  >;
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    for (const [name, marker] of Object.entries(markers) as [Library, string][]) {
      if (body.includes(marker)) copies[name].push(response.url());
    }
  });
  return copies;
}

test('one copy of react-dom, MUI, emotion and the federation runtime through all four remotes', async ({
  page,
  apps,
}) => {
  const consoleEntries = collectConsole(page);
  const copies = recordCopies(page);
  const remotes = ['remote-account', 'remote-auth', 'remote-casino', 'remote-sports'] as const;
  const remotesSeen = new Set<string>();
  page.on('response', (response) => {
    const origin = new URL(response.url()).origin;
    for (const remote of remotes) if (origin === apps.url(remote)) remotesSeen.add(remote);
  });

  await page.goto('/auth/login');
  await expect(page.locator('[data-remote="auth"]').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Login with demo ID' }).click();
  await expect(page).toHaveURL('/index');
  await expect(page.locator('[data-remote="sports"]').getByRole('heading', { level: 1 })).toBeVisible();

  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Casino' }).click();
  await expect(page.locator('[data-remote="casino"]').getByRole('heading', { level: 1 })).toBeVisible();
  await main.getByRole('link', { name: 'Account' }).click();
  await expect(page.locator('[data-remote="account"]').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect([...remotesSeen].sort()).toEqual([...remotes]);
  const counts = Object.fromEntries(Object.entries(copies).map(([name, urls]) => [name, urls.length]));
  expect(counts, JSON.stringify(copies, null, 2)).toEqual(oneOfEach);
  // The platform's singletons all come from the host.
  for (const urls of Object.values(copies)) expect(new URL(urls[0] ?? '').origin).toBe(apps.url('host'));
  expect(consoleEntries.filter((entry) => entry.type === 'pageerror')).toEqual([]);
  expect(consoleEntries.filter((entry) => /multiple module federation runtime/i.test(entry.text))).toEqual([]);
});

test('one copy of each on a market page with the bet slip open', async ({ page, context, request, apps }) => {
  // The bet slip's checkbox and radios are components the host's own pages never use.
  test.setTimeout(90_000);
  const consoleEntries = collectConsole(page);
  await signInPlayer(context, request, apps.url('api'), { username: 'copycounter' });
  const event = await makeEvent(request, apps.url('api'));
  const copies = recordCopies(page);

  const market = await openMarket(page, event);
  await market.getByRole('button', { name: 'Back Alpha FC 2' }).click();
  const slip = slipOf(page);
  await expect(slip.getByRole('checkbox').first()).toBeVisible();
  await expect(slip.getByRole('radio').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const counts = Object.fromEntries(Object.entries(copies).map(([name, urls]) => [name, urls.length]));
  expect(counts, JSON.stringify(copies, null, 2)).toEqual(oneOfEach);
  for (const urls of Object.values(copies)) expect(new URL(urls[0] ?? '').origin).toBe(apps.url('host'));
  expect(consoleEntries.filter((entry) => entry.type === 'pageerror')).toEqual([]);
});
