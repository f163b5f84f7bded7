import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createBrandTheme } from '../theme/mui-brand-theme';
import { MuiPlatformProvider } from './mui-platform-provider';
import { PlatformProvider } from './platform-provider';
import { ThemeVariables, themeVariablesCss } from './theme-variables';

function variablesElements() {
  return [...document.head.querySelectorAll<HTMLStyleElement>('style[data-theme-variables]')];
}

describe('themeVariablesCss', () => {
  const css = themeVariablesCss(createBrandTheme({ theme: 'all' }));

  it('declares the shared variables on :root, with their units', () => {
    expect(css.startsWith(':root{--mui-spacing:8px;--mui-shape-borderRadius:8px;')).toBe(true);
  });

  it('declares each colour scheme under its attribute, light by default', () => {
    expect(css).toContain(':root, [data-color-scheme="light"]{color-scheme:light;--mui-palette-primary-main:#7367F0;');
    const dark = css.slice(css.indexOf('[data-color-scheme="dark"]{color-scheme:dark;'));
    expect(dark).toMatch(/^[^}]*--mui-palette-primary-main:#[0-9A-Fa-f]{6};[^}]*--mui-palette-background-default:#/);
    expect(dark).not.toContain('#7367F0');
  });

  it('writes numbers as they are, where MUI leaves them unitless', () => {
    expect(css).toContain('--mui-zIndex-modal:1300;');
    expect(css).toContain('--mui-font-h1:');
  });

  it('makes the rules the browser can read, every block closed', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    expect(sheet.cssRules).toHaveLength(3);
    expect(css.split('{')).toHaveLength(css.split('}').length);
  });
});

describe('ThemeVariables', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('writes the variables into a style element with the page nonce, ahead of emotion styles', () => {
    document.head.innerHTML =
      '<meta name="csp-nonce" content="n0nce" /><style data-emotion="xp" nonce="n0nce"></style>';
    const theme = createBrandTheme();
    const { unmount } = render(<ThemeVariables theme={theme} />);
    const [style] = variablesElements();
    expect(style?.textContent).toBe(themeVariablesCss(theme));
    expect(style?.getAttribute('nonce')).toBe('n0nce');
    expect(style?.nextElementSibling?.getAttribute('data-emotion')).toBe('xp');
    unmount();
    expect(variablesElements()).toHaveLength(0);
  });

  it('follows a change of brand theme with one element', () => {
    const { rerender } = render(<ThemeVariables theme={createBrandTheme({ theme: 'all' })} />);
    const coloured = createBrandTheme({ bodyBgColor: '#102030' });
    rerender(<ThemeVariables theme={coloured} />);
    expect(variablesElements().map((style) => style.textContent)).toEqual([themeVariablesCss(coloured)]);
  });

  it("is what MUI's platform provider gives the page, instead of MUI writing the variables itself", () => {
    const theme = createBrandTheme();
    render(
      <PlatformProvider>
        <MuiPlatformProvider>
          <p>page</p>
        </MuiPlatformProvider>
      </PlatformProvider>,
    );
    expect(variablesElements().map((style) => style.textContent)).toEqual([themeVariablesCss(theme)]);
    const emotionCss = [...document.head.querySelectorAll('style[data-emotion]')]
      .map((style) => [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''))
      .join('');
    expect(emotionCss).not.toContain('--mui-palette-primary-main');
  });
});
