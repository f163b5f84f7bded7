import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { brandVariablesCss } from '../theme/brand-variables';
import { MuiPlatformProvider } from './mui-platform-provider';
import { PlatformProvider } from './platform-provider';

const brandSheets = () => [...document.head.querySelectorAll<HTMLStyleElement>('style[data-brand-variables]')];
const muiSheets = () => [...document.head.querySelectorAll<HTMLStyleElement>('style[data-theme-variables]')];

describe('PlatformProvider', () => {
  it("writes the brand's variables without MUI, and rewrites them only when the colours change", () => {
    const { rerender, unmount } = render(
      <PlatformProvider choice={{ kind: 'body', color: '#FDF0F2' }}>
        <p>page</p>
      </PlatformProvider>,
    );
    expect(brandSheets().map((style) => style.textContent)).toEqual([brandVariablesCss({ bodyBgColor: '#FDF0F2' })]);
    expect(muiSheets()).toEqual([]);
    const first = brandSheets()[0];

    // A refresh with the same colour (another spelling of it) keeps the sheet.
    rerender(
      <PlatformProvider choice={{ kind: 'body', color: '#fdf0f2' }}>
        <p>page</p>
      </PlatformProvider>,
    );
    expect(brandSheets()).toEqual([first]);

    rerender(
      <PlatformProvider choice={{ kind: 'named', name: 'gold' }}>
        <p>page</p>
      </PlatformProvider>,
    );
    expect(brandSheets().map((style) => style.textContent)).toEqual([brandVariablesCss({ theme: 'gold' })]);
    unmount();
    expect(brandSheets()).toEqual([]);
  });
});

describe('MuiPlatformProvider', () => {
  it("gives MUI the brand's theme once, however many are nested", () => {
    const { unmount } = render(
      <PlatformProvider choice={{ kind: 'named', name: 'sky' }}>
        <MuiPlatformProvider>
          <MuiPlatformProvider>
            <p>menu</p>
          </MuiPlatformProvider>
        </MuiPlatformProvider>
      </PlatformProvider>,
    );
    const sheets = muiSheets();
    expect(sheets).toHaveLength(1);
    // The sky theme's page colour, as its MUI variables give it.
    expect(sheets[0]?.textContent).toContain('--mui-palette-background-default:#EFF7FD');
    unmount();
    expect(muiSheets()).toEqual([]);
  });
});
