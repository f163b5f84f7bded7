import type { StakeButton, UserStakeAddRequest } from '@exchange/contracts';

import type { Database } from '../db/database.js';

/** `UserStake/Add`: the player's eight buttons replace the ones they had, in one transaction. */
export async function saveStakes(db: Database, playerId: number, stakes: UserStakeAddRequest): Promise<StakeButton[]> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM player_stakes WHERE player_id = $1', [playerId]);
    for (const [position, stake] of stakes.entries()) {
      await tx.query('INSERT INTO player_stakes (player_id, position, title, value) VALUES ($1, $2, $3, $4::numeric)', [
        playerId,
        position,
        stake.title,
        String(stake.value),
      ]);
    }
  });
  return stakes.map((stake) => ({ title: stake.title, value: stake.value }));
}
