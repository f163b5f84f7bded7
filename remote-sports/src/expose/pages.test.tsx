import { renderPage } from '@exchange/shared/testing';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

import * as pages from './pages';

describe('the sports pages module', () => {
  it.each(Object.entries(pages) as [string, ComponentType][])(
    'renders %s as a section of the sports remote',
    async (_name, Page) => {
      const section = await renderPage(Page);
      expect(section.getAttribute('data-remote')).toBe('sports');
    },
  );
});
