import { renderRoute } from '@exchange/shared/testing';
import { waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

import { allSportsBrand, player } from '../testing/sports-fixtures';
import * as pages from './pages';

describe('the sports pages module', () => {
  it.each(Object.entries(pages) as [string, ComponentType][])(
    'renders %s as a section of the sports remote',
    async (_name, Page) => {
      const { container } = await renderRoute(<Page />, {
        path: '/markets/31/32.31',
        route: '/markets/:eventid?/:dreamEventId',
        session: player,
        settings: allSportsBrand,
      });
      await waitFor(() => expect(container.querySelector('section[data-remote="sports"]')).not.toBeNull());
    },
  );
});
