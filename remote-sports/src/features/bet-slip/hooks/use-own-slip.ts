import { selectUserInfo, useSessionStore } from '@exchange/shared';

import { selectSlip, useBetSlipStore, type OpenSlip } from '../stores/bet-slip-store';

/** The open slip when it is this player's (a slip left by another login on this tab is not shown). */
export function useOwnSlip(): OpenSlip | null {
  const slip = useBetSlipStore(selectSlip);
  const username = useSessionStore(selectUserInfo)?.username ?? null;
  return slip !== null && slip.owner === username ? slip : null;
}
