import { useInsertionEffect, useMemo } from 'react';

import { brandVariablesCss } from '../../theme/brand-variables';
import { themeInputOf, type ThemeChoice } from '../../theme/create-brand-theme';
import { insertStyleSheet } from '../style-nonce';

/**
 * Writes the brand's `--xp-…` variables and the page's baseline into one `<style data-brand-variables>`
 * with the CSP nonce, before emotion's styles: the plain components draw with them (ADR 0038). A new
 * choice (a brand's settings refreshed) rewrites the element; unmounting removes it.
 */
export function BrandVariables({ choice }: { choice: ThemeChoice }): null {
  const css = useMemo(() => brandVariablesCss(themeInputOf(choice)), [choice]);
  useInsertionEffect(() => {
    const style = insertStyleSheet('data-brand-variables', '', css);
    return () => style.remove();
  }, [css]);
  return null;
}
