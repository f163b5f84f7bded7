import type { SportEvent } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';

import { groupMatchList, withPinFlags } from './group-events';

const event = (id: number, competitionId: number, status = 'UPCOMING'): SportEvent => ({
  id,
  title: `Event ${id}`,
  status,
  matchDate: '2026-11-29T12:00:00.000Z',
  sportId: 4,
  sportName: 'Cricket',
  competitionId,
  competitionName: `Competition ${competitionId}`,
  dreamEventId: String(id),
  openDate: `2026-11-29T12:00:${String(id).padStart(2, '0')}.000Z`,
  pin: false,
});

describe('pin flags', () => {
  it("sets each event's pin flag from the device's pin list, and pinning toggles it", () => {
    const events = [event(1, 10), event(2, 10), event(3, 20)];
    expect(withPinFlags(events, [2]).map((e) => e.pin)).toEqual([false, true, false]);
    expect(withPinFlags(events, [2, 3]).map((e) => e.pin)).toEqual([false, true, true]);
    expect(withPinFlags(withPinFlags(events, [2]), []).map((e) => e.pin)).toEqual([false, false, false]);
  });

  it('lists pinned events first, the others by competition, and finished ones last even when pinned', () => {
    const events = withPinFlags([event(1, 10), event(2, 10), event(3, 20), event(4, 20, 'FINISHED')], [3, 4]);
    const groups = groupMatchList(events);
    expect(groups.pinned.map((e) => e.id)).toEqual([3]);
    expect(groups.competitions.map((group) => [group.competitionId, group.events.map((e) => e.id)])).toEqual([
      [10, [1, 2]],
    ]);
    expect(groups.finished.map((e) => e.id)).toEqual([4]);
  });
});
