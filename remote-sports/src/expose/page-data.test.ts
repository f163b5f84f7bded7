import { getQueryClient } from '@exchange/shared';
import { fakeNetwork } from '@exchange/shared/testing';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { eventKeys } from '../api/get-events-by-sport';
import { sportEvent } from '../testing/sports-fixtures';
import { prefetchMarkets, prefetchMatchList } from './page-data';

const askedFor = (path: string, parameter: string) =>
  fakeNetwork()
    .requestsTo('GET', path)
    .map((request) => request.url.searchParams.get(parameter));

describe("the sports pages' first data", () => {
  it("asks for the match list's sport once, into the cache its page reads (cricket without an id)", async () => {
    const event = sportEvent({ id: 41, title: 'England v Pakistan' });
    fakeNetwork().on('GET', 'event/GetBySportName').ok([event]);
    prefetchMatchList({ id: '4' });
    prefetchMatchList({});
    prefetchMatchList({ id: 'cricket' });
    await waitFor(() => expect(getQueryClient().getQueryData(eventKeys.bySport(3))).toHaveLength(1));
    await waitFor(() => expect(getQueryClient().getQueryData(eventKeys.bySport(4))).toHaveLength(1));
    prefetchMatchList({ id: '4' });
    expect(askedFor('event/GetBySportName', 'sportId')).toEqual(['4', '3']);
  });

  it("asks for a market page's event, or for the sports tree when the route names no event id", async () => {
    fakeNetwork().on('GET', 'Market/GetByEventId').hang();
    fakeNetwork().on('GET', 'Event/TreeSportWithEvent').hang();
    prefetchMarkets({ eventid: '12', dreamEventId: '31.12' });
    prefetchMarkets({ dreamEventId: '31.12' });
    prefetchMarkets({ eventid: 'x', dreamEventId: '31.12' });
    await waitFor(() => expect(fakeNetwork().requestsTo('GET', 'Event/TreeSportWithEvent')).toHaveLength(1));
    expect(askedFor('Market/GetByEventId', 'eventId')).toEqual(['12']);
  });
});
