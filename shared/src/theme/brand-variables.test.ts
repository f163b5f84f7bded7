import { describe, expect, it } from 'vitest';

import { themeVariablesCss } from '../ui/theme-variables';
import { brandVariablesCss } from './brand-variables';
import type { BrandThemeInput } from './create-brand-theme';
import { createBrandTheme } from './mui-brand-theme';
import { themeNames } from './named-themes';

/** Each block of a sheet (selector → its custom properties), without the `--prefix-`. */
function blocks(css: string, prefix: string): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = (match[1] ?? '').trim().replace(/\s+/g, '');
    const properties = new Map<string, string>();
    for (const declaration of (match[2] ?? '').split(';')) {
      const colon = declaration.indexOf(':');
      const name = declaration.slice(0, colon).trim();
      if (name.startsWith(`--${prefix}-`))
        properties.set(name.slice(prefix.length + 3), declaration.slice(colon + 1).trim());
    }
    result.set(selector, properties);
  }
  return result;
}

/** The platform's variable → MUI's, for the variables the plain components draw with. */
const sameAs: Record<string, string> = {
  'font-h2': 'font-h2',
  'font-h4': 'font-h4',
  'font-h5': 'font-h5',
  'font-h6': 'font-h6',
  'font-body1': 'font-body1',
  'font-body2': 'font-body2',
  'font-button': 'font-button',
  'font-caption': 'font-caption',
  radius: 'shape-borderRadius',
  'shadow-2': 'shadows-2',
  'shadow-3': 'shadows-3',
  white: 'palette-common-white',
};
const sameInScheme: Record<string, string> = {
  'on-bg-channel': 'palette-common-onBackgroundChannel',
  'action-active': 'palette-action-active',
  'action-channel': 'palette-action-activeChannel',
  'hover-opacity': 'palette-action-hoverOpacity',
  disabled: 'palette-action-disabled',
  'disabled-bg': 'palette-action-disabledBackground',
  divider: 'palette-divider',
  error: 'palette-error-main',
  primary: 'palette-primary-main',
  'primary-channel': 'palette-primary-mainChannel',
  'primary-filled': 'palette-primary-dark',
  link: 'palette-text-link',
  text: 'palette-text-primary',
  'text-secondary': 'palette-text-secondary',
  bg: 'palette-background-default',
  paper: 'palette-background-paper',
  'progress-track': 'palette-LinearProgress-primaryBg',
  ...Object.fromEntries(
    ['error', 'warning', 'info', 'success'].flatMap((severity) => [
      [`alert-${severity}-bg`, `palette-Alert-${severity}StandardBg`],
      [`alert-${severity}`, `palette-Alert-${severity}Color`],
      [`alert-${severity}-icon`, `palette-${severity}-main`],
    ]),
  ),
};

const brands: [string, BrandThemeInput][] = [
  ...themeNames.map((name): [string, BrandThemeInput] => [name, { theme: name }]),
  ['a pale page colour', { bodyBgColor: '#FDF0F2' }],
  ['a dark page colour', { bodyBgColor: '#102030' }],
];

describe('brandVariablesCss', () => {
  it.each(brands)("gives the plain components MUI's values for the brand %s, in both schemes", (_name, input) => {
    const ours = blocks(brandVariablesCss(input), 'xp');
    const mui = blocks(themeVariablesCss(createBrandTheme(input)), 'mui');
    const lightSelector = ':root,[data-color-scheme="light"]';
    const darkSelector = '[data-color-scheme="dark"]';
    // MUI's dark scheme inherits what it does not change (the white, the fonts) from the light one.
    const muiLight = new Map([...(mui.get(':root') ?? []), ...(mui.get(lightSelector) ?? [])]);
    const muiDark = new Map([...muiLight, ...(mui.get(darkSelector) ?? [])]);
    // The font stacks are the same list; ours is written without the spaces after its commas.
    const compact = (value: string | undefined) => value?.replace(/,\s+/g, ',');
    for (const [name, theirs] of Object.entries(sameAs)) {
      expect(compact(ours.get(':root')?.get(name)), name).toBe(compact(muiLight.get(theirs)));
    }
    for (const [selector, theirs] of [
      [lightSelector, muiLight],
      [darkSelector, muiDark],
    ] as const) {
      for (const [name, muiName] of Object.entries(sameInScheme)) {
        expect(ours.get(selector)?.get(name), `${name} in ${selector}`).toBe(theirs.get(muiName));
      }
    }
    // The dark scheme's cards are lightened as MUI's Paper at elevation 3; light ones are not.
    expect(ours.get(darkSelector)?.get('paper-overlay')).toBe(muiDark.get('overlays-3'));
    expect(ours.get(lightSelector)?.get('paper-overlay')).toBe('none');
  });

  it('sets the page baseline from the variables, as MUI CssBaseline does', () => {
    const css = brandVariablesCss();
    expect(css).toContain('body{margin:0;color:var(--xp-text);font:var(--xp-font-body1)');
    expect(css).toContain('background-color:var(--xp-bg)');
  });
});
