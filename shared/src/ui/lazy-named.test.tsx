import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';

import { lazyNamed } from './lazy-named';

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
