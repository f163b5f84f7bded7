import { afterEach, describe, expect, it } from 'vitest';

import { loadingStore, selectIsLoading } from './loading-store';

describe('loading store', () => {
  afterEach(() => loadingStore.getState().reset());

  it('shows while any call is pending and hides after the last', () => {
    const { begin, end } = loadingStore.getState();
    expect(selectIsLoading(loadingStore.getState())).toBe(false);
    begin();
    begin();
    end();
    expect(selectIsLoading(loadingStore.getState())).toBe(true);
    end();
    expect(selectIsLoading(loadingStore.getState())).toBe(false);
  });

  it('never counts below zero', () => {
    loadingStore.getState().end();
    loadingStore.getState().begin();
    expect(selectIsLoading(loadingStore.getState())).toBe(true);
  });
});
