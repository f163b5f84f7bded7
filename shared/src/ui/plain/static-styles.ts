import { useInsertionEffect } from 'react';

import { insertStyleSheet } from '../style-nonce';

/**
 * Writes `css` into one `<style data-static-styles="<name>">` element of the page the first time a
 * component that needs it renders, and leaves it there: the rules are fixed text (no props, no
 * theme object), so they are written once per page whoever renders them, with the page's CSP nonce.
 * The colours come from the brand's `--xp-…` variables (ADR 0038), so a brand or scheme change needs
 * no new rules. The sheet goes before emotion's, as the theme's variables do: emotion's rules win a tie.
 */
export function useStaticStyles(name: string, css: string): void {
  useInsertionEffect(() => {
    writeStaticStyles(name, css);
  }, [name, css]);
}

/** Sheets written, by name: a second component with the same sheet writes nothing. */
const written = new Map<string, HTMLStyleElement>();

export function writeStaticStyles(name: string, css: string, doc: Document = document): void {
  const existing = written.get(name);
  if (existing?.isConnected && existing.ownerDocument === doc) return;
  written.set(name, insertStyleSheet('data-static-styles', name, css, doc));
}
