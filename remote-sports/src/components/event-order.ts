import { finishedStatus, type SportEvent } from '@exchange/contracts';
import { isEventInPlay } from '@exchange/shared';

/** A finished event: the api keeps it listed for a while with its result, its markets closed. */
export const isEventFinished = (event: Pick<SportEvent, 'status'>): boolean => event.status === finishedStatus;

const rank = (event: SportEvent): number => (isEventInPlay(event) ? 0 : isEventFinished(event) ? 2 : 1);

/** In play first, then the soonest start; finished events last, the latest first. */
export function byInPlayThenStart(a: SportEvent, b: SportEvent): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  const byStart = Date.parse(a.openDate) - Date.parse(b.openDate);
  return isEventFinished(a) ? -byStart : byStart;
}
