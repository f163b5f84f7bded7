import { useInsertionEffect, useMemo } from 'react';

import { brandVariablesCss } from '../../theme/brand-variables';
import { themeInputOf, type ThemeChoice } from '../../theme/create-brand-theme';
import { readStyleNonce } from '../style-nonce';

/**
 * Writes the brand's `--xp-…` variables and the page's baseline into one `<style data-brand-variables>`
 * with the CSP nonce, first in the head: the plain components draw with them (ADR 0038). A new
 * choice (a brand's settings refreshed) rewrites the element; unmounting removes it.
 */
export function BrandVariables({ choice }: { choice: ThemeChoice }): null {
  const css = useMemo(() => brandVariablesCss(themeInputOf(choice)), [choice]);
  useInsertionEffect(() => {
    const style = document.createElement('style');
    style.setAttribute('data-brand-variables', '');
    const nonce = readStyleNonce();
    if (nonce !== undefined) style.setAttribute('nonce', nonce);
    style.textContent = css;
    document.head.prepend(style);
    return () => style.remove();
  }, [css]);
  return null;
}
