import type { SportEvent } from '@exchange/contracts';

import { byInPlayThenStart, isEventFinished } from '../../components/event-order';

export interface CompetitionGroup {
  competitionId: number;
  competitionName: string;
  events: SportEvent[];
}

export interface MatchListGroups {
  /** The pinned events, first, in the order of the list. */
  pinned: SportEvent[];
  /** The other events by competition; a competition with an event in play comes first. */
  competitions: CompetitionGroup[];
  /** Finished events, after all the others, the latest first (pinned or not). */
  finished: SportEvent[];
}

/**
 * The events with the specification's `pin` flag set from the pin list kept on this device (the
 * server cannot know it: pins are the device's own); pinning an event toggles its flag.
 */
export function withPinFlags(events: readonly SportEvent[], pins: readonly number[]): SportEvent[] {
  const pinnedIds = new Set(pins);
  return events.map((event) => {
    const pin = pinnedIds.has(event.id);
    return event.pin === pin ? event : { ...event, pin };
  });
}

/**
 * A match list as the page shows it: pinned events (`pin`) first, then the rest grouped by
 * competition, and what has finished at the end.
 */
export function groupMatchList(events: readonly SportEvent[]): MatchListGroups {
  const all = [...events].sort(byInPlayThenStart);
  const finished = all.filter(isEventFinished);
  const sorted = all.filter((event) => !isEventFinished(event));
  const pinned = sorted.filter((event) => event.pin === true);
  const competitions = new Map<number, CompetitionGroup>();
  for (const event of sorted) {
    if (event.pin === true) continue;
    const group = competitions.get(event.competitionId) ?? {
      competitionId: event.competitionId,
      competitionName: event.competitionName,
      events: [],
    };
    group.events.push(event);
    competitions.set(event.competitionId, group);
  }
  return { pinned, competitions: [...competitions.values()], finished };
}
