import type { CssVarsTheme, Theme } from '@mui/material/styles';
import { useInsertionEffect, useMemo } from 'react';

import { insertStyleSheet } from './style-nonce';

/** One block of MUI's CSS-variable sheets: a selector (or an at-rule) and what it holds. */
type StyleBlock = { readonly [key: string]: string | number | StyleBlock };

/** A property name as CSS spells it: custom properties as they are, `colorScheme` as `color-scheme`. */
function cssProperty(name: string): string {
  return name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function blockCss(selector: string, block: StyleBlock): string {
  let declarations = '';
  let nested = '';
  for (const [key, value] of Object.entries(block)) {
    if (typeof value === 'object') nested += blockCss(key, value);
    else declarations += `${cssProperty(key)}:${String(value)};`;
  }
  return `${selector}{${declarations}${nested}}`;
}

/**
 * The theme's CSS variables (both colour schemes) as a style sheet's text. MUI's sheets are plain
 * selector → declaration maps (an at-rule may wrap a selector), and every value is already a CSS
 * value (lengths carry their unit), so they need no preprocessing.
 */
export function themeVariablesCss(theme: Theme): string {
  // `Theme` lists the CSS-variable members only under a module augmentation the platform does not
  // declare; `createBrandTheme` makes a CSS-variable theme, which has them at run time.
  const variablesTheme = theme as Theme & Partial<Pick<CssVarsTheme, 'generateStyleSheets'>>;
  const sheets = (variablesTheme.generateStyleSheets?.() ?? []) as StyleBlock[];
  return sheets
    .flatMap((sheet) => Object.entries(sheet))
    .map(([selector, block]) => (typeof block === 'object' ? blockCss(selector, block) : ''))
    .join('');
}

/**
 * Writes the theme's CSS variables into one `<style>` element of their own, in place of the
 * ThemeProvider's global styles: those go through emotion's CSS preprocessor, which on the first
 * render of a phone spent more main-thread time on these ~23 KB of declarations than on the rest
 * of the page's styles together, while the browser parses them as they are in a fraction of that.
 * The element carries the page's CSP nonce and comes before emotion's styles, as MUI's did.
 */
export function ThemeVariables({ theme }: { theme: Theme }): null {
  const css = useMemo(() => themeVariablesCss(theme), [theme]);
  useInsertionEffect(() => {
    const style = insertStyleSheet('data-theme-variables', '', css);
    return () => style.remove();
  }, [css]);
  return null;
}
