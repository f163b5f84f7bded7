import type { SportTree } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';

import { getQueryClient } from '../query/platform-query-client';
import { fakeNetwork } from '../testing/fake-network';
import { setupRemoteTests } from '../testing/setup-remote-tests';
import { isEventInPlay, sportTreeQuery } from './sport-tree';

setupRemoteTests();

const event = {
  id: 31,
  title: 'India v Australia',
  status: 'UPCOMING',
  matchDate: '2026-11-24T14:00:00.000Z',
  sportId: 3,
  sportName: 'Cricket',
  competitionId: 7,
  competitionName: 'Test Series',
  dreamEventId: '32.123',
  openDate: '2026-11-24T14:00:00.000Z',
};
const tree: SportTree = [{ id: 3, name: 'Cricket', order: 3, events: [event] }];

describe('the sports tree', () => {
  it('asks the api in the background and keeps the answer under TreeSportWithEvent', async () => {
    fakeNetwork().on('GET', 'Event/TreeSportWithEvent').ok(tree);
    const answer = await getQueryClient().fetchQuery(sportTreeQuery);
    expect(answer).toEqual(tree);
    expect(JSON.parse(localStorage.getItem('TreeSportWithEvent') ?? 'null')).toEqual(tree);
    const [request] = fakeNetwork().requestsTo('GET', 'Event/TreeSportWithEvent');
    expect(request?.url.pathname).toBe('/Event/TreeSportWithEvent');
  });

  it('starts from the stored copy and still asks the server for a newer one', () => {
    localStorage.setItem('TreeSportWithEvent', JSON.stringify(tree));
    const options = sportTreeQuery;
    const initial = typeof options.initialData === 'function' ? options.initialData() : options.initialData;
    expect(initial).toEqual(tree);
    expect(options.initialDataUpdatedAt).toBe(0);
  });

  it('ignores a stored copy that breaks the contract', () => {
    localStorage.setItem('TreeSportWithEvent', JSON.stringify([{ id: 'three' }]));
    const options = sportTreeQuery;
    const initial = typeof options.initialData === 'function' ? options.initialData() : options.initialData;
    expect(initial).toBeUndefined();
  });
});

describe('isEventInPlay', () => {
  it('reads IN_PLAY status or the In-Play match date as in play', () => {
    expect(isEventInPlay({ status: 'IN_PLAY', matchDate: '2026-11-24T14:00:00.000Z' })).toBe(true);
    expect(isEventInPlay({ status: 'UPCOMING', matchDate: 'In-Play' })).toBe(true);
    expect(isEventInPlay({ status: 'UPCOMING', matchDate: '2026-11-24T14:00:00.000Z' })).toBe(false);
  });
});
