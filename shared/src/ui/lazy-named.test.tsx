import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { lazyNamed, lazyPage } from './lazy-named';

describe('lazyNamed', () => {
  it('renders the named export of a lazily loaded module', async () => {
    const Greeting = lazyNamed(
      async () => ({ Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> }),
      'Greeting',
    );
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="player" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello player')).toBeDefined();
  });
});

describe('lazyPage', () => {
  it("starts the page's chunk and its data on preload, and renders from that same load", async () => {
    const load = vi.fn(async () => ({ ListPage: () => <p>Cricket list</p> }));
    const prefetch = vi.fn();
    const ListPage = lazyPage(load, 'ListPage', prefetch);
    ListPage.preload({ id: '4' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith({ id: '4' });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <ListPage />
      </Suspense>,
    );
    expect(await screen.findByText('Cricket list')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load, so the render that follows can succeed', async () => {
    const load = vi
      .fn<() => Promise<{ RulesPage: ComponentType }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ RulesPage: () => <p>Rules</p> });
    const RulesPage = lazyPage(load, 'RulesPage');
    RulesPage.preload({});
    expect(load).toHaveBeenCalledTimes(1);
    // The failure settles before the page renders.
    await new Promise((settled) => setTimeout(settled, 0));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <RulesPage />
      </Suspense>,
    );
    expect(await screen.findByText('Rules')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
