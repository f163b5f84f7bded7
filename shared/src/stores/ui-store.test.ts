import { afterEach, describe, expect, it } from 'vitest';

import { uiStore } from './ui-store';

describe('ui store', () => {
  afterEach(() => uiStore.getState().reset());

  it('toggles the sidebar and resets every flag', () => {
    uiStore.getState().toggleSidebar();
    uiStore.getState().setWalletBoxOpen(true);
    expect(uiStore.getState()).toMatchObject({ sidebarOpen: true, walletBoxOpen: true });
    uiStore.getState().reset();
    expect(uiStore.getState()).toMatchObject({ sidebarOpen: false, walletBoxOpen: false, overlayOpen: false });
  });
});
