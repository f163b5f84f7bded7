import { expect, test } from '../fixtures';

/**
 * A remote may use a MUI component that the host never imports: the host does not have it, so the
 * remote brings its own copy, which must still render inside the host's theme, emotion cache and
 * MUI contexts. The auth remote's password field ends in an InputAdornment (the show/hide toggle),
 * which nothing in the host uses.
 */

// Only InputAdornment's own module names its styled root this way; the class-name helpers that
// other modules hold write the name without `name:` in front.
const inputAdornmentModule = 'name:"MuiInputAdornment"';

test('a component only a remote uses comes from that remote and renders in the host theme', async ({
  page,
  context,
  apps,
}) => {
  // Dark colours tell the host's theme apart from MUI's default one, which has no dark scheme.
  await context.addInitScript(() => localStorage.setItem('colorScheme', 'dark'));
  const servedFrom = new Set<string>();
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes(inputAdornmentModule)) servedFrom.add(new URL(response.url()).origin);
  });

  await page.goto('/auth/login');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...servedFrom]).toEqual([apps.url('remote-auth')]);

  const adornment = toggle.locator('xpath=ancestor::*[contains(@class, "MuiInputAdornment-root")][1]');
  // `outlined` comes from the TextField's FormControl context, provided by the host's copy of
  // TextField: one FormControl context on the page, not one per copy.
  await expect(adornment).toHaveClass(/MuiInputAdornment-outlined/);

  const styling = await adornment.evaluate((element) => {
    // What the theme's CSS variable resolves to here, for comparison with the adornment's colour.
    const probe = document.createElement('span');
    probe.style.color = 'var(--mui-palette-action-active)';
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
  expect(styling.colour).toBe(styling.themed);
  expect(styling.colour).toBe('rgb(255, 255, 255)');
  // One emotion cache (the host's `xp`, global styles under `xp-global`) and one set of theme
  // variables: a second cache or ThemeProvider would add its own key or its own variables.
  expect(styling.cacheKeys).toEqual(['xp', 'xp-global']);
  expect(styling.themeStyleElements).toBe(1);
});
