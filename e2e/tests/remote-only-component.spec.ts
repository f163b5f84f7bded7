import { apiDefinition } from '../../scripts/lib/apps.mjs';
import { expect, test } from '../fixtures';
import { signInPlayer } from '../support/session';

/**
 * A remote may use a MUI component that the host never imports: the host does not have it, so the
 * remote brings its own copy, which must still render inside the host's theme, emotion cache and
 * MUI contexts, and build on the host's copies of what the host does share. The casino remote's
 * lobby filters its games with Tabs, which nothing in the host uses; each Tab is a ButtonBase,
 * which the host provides.
 */

// Only the component's own module names its styled root this way; the class-name helpers that
// other modules hold write the name without `name:` in front.
const moduleMarkers = { Tabs: 'name:"MuiTabs"', ButtonBase: 'name:"MuiButtonBase"' } as const;

test('a component only a remote uses comes from that remote and renders in the host theme', async ({
  page,
  context,
  request,
  apps,
}) => {
  // Dark colours tell the host's theme apart from MUI's default one, which has no dark scheme.
  await context.addInitScript(() => localStorage.setItem('colorScheme', 'dark'));
  await signInPlayer(context, request, apiDefinition().url, { username: 'tab-watcher' });
  const servedFrom = { Tabs: new Set<string>(), ButtonBase: new Set<string>() };
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    for (const [name, marker] of Object.entries(moduleMarkers) as [keyof typeof moduleMarkers, string][]) {
      if (body.includes(marker)) servedFrom[name].add(new URL(response.url()).origin);
    }
  });

  await page.goto('/lobby');
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...servedFrom.Tabs]).toEqual([apps.url('remote-casino')]);
  expect([...servedFrom.ButtonBase]).toEqual([apps.url('host')]);

  const styling = await selected.evaluate((element) => {
    // What the theme's CSS variable resolves to here, for comparison with the selected tab's colour.
    const probe = document.createElement('span');
    probe.style.color = 'var(--mui-palette-primary-main)';
    element.append(probe);
    const themed = getComputedStyle(probe).color;
    probe.remove();
    const emotionStyles = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];
    // Every style element of the page: the variables have one of their own, outside emotion (ADR 0029).
    const rulesDefiningPrimary = [...document.querySelectorAll('style')].filter((style) =>
      [...(style.sheet?.cssRules ?? [])].some((rule) => rule.cssText.includes('--mui-palette-primary-main:')),
    );
    return {
      colour: getComputedStyle(element).color,
      themed,
      cacheKeys: [...new Set(emotionStyles.map((style) => style.dataset.emotion?.split(' ')[0]))].sort(),
      themeStyleElements: rulesDefiningPrimary.length,
    };
  });
  // The dark scheme's primary, a tint of #7367F0 (115, 103, 240) lighter than MUI's default.
  expect(styling.colour).toBe(styling.themed);
  expect(styling.colour).not.toBe('rgb(144, 202, 249)');
  expect(styling.colour).not.toBe('rgb(115, 103, 240)');
  // One emotion cache (the host's `xp`, global styles under `xp-global`) and one set of theme
  // variables: a second cache or ThemeProvider would add its own key or its own variables.
  expect(styling.cacheKeys).toEqual(['xp', 'xp-global']);
  expect(styling.themeStyleElements).toBe(1);
});
