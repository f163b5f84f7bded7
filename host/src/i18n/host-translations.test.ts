import { translationProblems } from '@exchange/shared/testing';
import { describe, expect, it } from 'vitest';

import { routeTable, routeTitleKey } from '../routes/route-table';
import { hostTranslations } from './host-translations';

describe('the host namespace', () => {
  it('has every key in English and Hindi, none empty, with the same placeholders', () => {
    expect(translationProblems(hostTranslations)).toEqual([]);
  });

  it("keeps the specification's route titles, to the letter, as the English titles", () => {
    for (const route of routeTable) {
      const [, name] = routeTitleKey(route).split('.');
      expect(hostTranslations.en.routeTitles[name as keyof typeof hostTranslations.en.routeTitles], route.path).toBe(
        route.title,
      );
    }
  });
});
