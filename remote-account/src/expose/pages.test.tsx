import { renderRoute } from '@exchange/shared/testing';
import { screen } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

import * as pages from './pages';

describe('the account pages module', () => {
  it.each(Object.entries(pages) as [string, ComponentType][])(
    'renders %s as a section of the account remote',
    async (_name, Page) => {
      await renderRoute(createElement(Page), { path: '/account', session: { username: 'player01' } });
      const section = await screen.findByRole('region', {}, { timeout: 10_000 });
      expect(section.getAttribute('data-remote')).toBe('account');
    },
    20_000,
  );
});
