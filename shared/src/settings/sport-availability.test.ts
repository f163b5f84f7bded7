import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { sports, type SportKey } from '../sports/sports';
import { isSportActive, isSportEnabledForDomain, sportsListedForDomain, type SportFlags } from './sport-availability';

const sportKeys = sports.map((sport) => sport.key);
const sportKey = fc.constantFrom(...sportKeys);
const flagValue = fc.oneof(
  fc.boolean(),
  fc.constant(undefined),
  fc.constant(null),
  fc.constant('true'),
  fc.constant(1),
);
const flags = fc.record(
  Object.fromEntries(sportKeys.map((key) => [key, flagValue])) as Record<SportKey, typeof flagValue>,
  {
    requiredKeys: [],
  },
) as fc.Arbitrary<SportFlags>;

describe('isSportEnabledForDomain', () => {
  it('is on only for a flag that is exactly true', () => {
    expect(isSportEnabledForDomain({ cricket: true }, 'cricket')).toBe(true);
    expect(isSportEnabledForDomain({ cricket: 'true' }, 'cricket')).toBe(false);
    expect(isSportEnabledForDomain({}, 'cricket')).toBe(false);
    expect(isSportEnabledForDomain(null, 'cricket')).toBe(false);
  });
});

describe('isSportActive', () => {
  it('needs both flags for a player and the brand flag for a visitor', () => {
    const domainSettings = { football: true, tennis: true, cricket: false };
    const userFlags = { football: true, tennis: false, cricket: true };
    expect(isSportActive({ loggedIn: true, userFlags, domainSettings }, 'football')).toBe(true);
    expect(isSportActive({ loggedIn: true, userFlags, domainSettings }, 'tennis')).toBe(false);
    expect(isSportActive({ loggedIn: true, userFlags, domainSettings }, 'cricket')).toBe(false);
    expect(isSportActive({ loggedIn: false, userFlags, domainSettings }, 'tennis')).toBe(true);
    expect(isSportActive({ loggedIn: false, domainSettings }, 'cricket')).toBe(false);
    expect(isSportActive({ loggedIn: true, userFlags: null, domainSettings }, 'football')).toBe(false);
  });

  it('follows the rule of the specification for any flags', () => {
    fc.assert(
      fc.property(fc.boolean(), flags, flags, sportKey, (loggedIn, userFlags, domainSettings, key) => {
        const domainOn = domainSettings[key] === true;
        const userOn = userFlags[key] === true;
        return (
          isSportActive({ loggedIn, userFlags, domainSettings }, key) === (loggedIn ? userOn && domainOn : domainOn)
        );
      }),
    );
  });

  it('never makes a sport active for a player that a visitor of the same brand lacks', () => {
    fc.assert(
      fc.property(flags, flags, sportKey, (userFlags, domainSettings, key) => {
        const player = isSportActive({ loggedIn: true, userFlags, domainSettings }, key);
        return !player || isSportActive({ loggedIn: false, domainSettings }, key);
      }),
    );
  });
});

describe('sportsListedForDomain', () => {
  it('lists horse racing only when the brand has horseRacing on', () => {
    const keys = (settings: SportFlags) => sportsListedForDomain(settings).map((sport) => sport.key);
    expect(keys({ cricket: true, horseRacing: false })).toEqual(['cricket']);
    expect(keys({ football: true, horseRacing: true })).toEqual(['football', 'horseRacing']);
  });

  it('lists exactly the sports whose brand flag is on, in id order', () => {
    fc.assert(
      fc.property(flags, (settings) => {
        const listed = sportsListedForDomain(settings);
        const ids = listed.map((sport) => sport.id);
        return (
          listed.every((sport) => settings[sport.key] === true) &&
          sports.filter((sport) => settings[sport.key] === true).length === listed.length &&
          ids.every((id, index) => index === 0 || id > (ids[index - 1] ?? 0))
        );
      }),
    );
  });
});
