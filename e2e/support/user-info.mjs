// The stored `userinfo` of a test player; JavaScript so the benchmark (plain Node) shares it.

/**
 * The session's `userinfo` for a player the admin api created, as a login stores it.
 * @param {{ id: number, username: string, balance: string, exposure: string }} player
 */
export function userInfoOf(player) {
  return {
    userId: player.id,
    username: player.username,
    balance: Number(player.balance),
    exposure: Number(player.exposure),
    football: true,
    tennis: true,
    cricket: true,
    kabaddi: true,
    horseRacing: true,
  };
}
