import type { SportEvent } from '@exchange/contracts';
import { isEventInPlay } from '@exchange/shared';

/** In play first, then the soonest start. */
export function byInPlayThenStart(a: SportEvent, b: SportEvent): number {
  const playing = Number(isEventInPlay(b)) - Number(isEventInPlay(a));
  return playing !== 0 ? playing : Date.parse(a.openDate) - Date.parse(b.openDate);
}
