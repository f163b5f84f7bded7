/** A code as it was sent to a player. */
export interface SentVerificationCode {
  readonly playerId: number;
  readonly userName: string;
  readonly mobile: string;
  /** The `verification_codes` row it belongs to. */
  readonly codeId: number;
  readonly code: string;
  readonly expiresAt: Date;
}

/**
 * Where the reference api "sends" verification codes. It has no SMS gateway: each code goes to the
 * api log and stays here, in this process's memory only, for the admin API to hand to tests and
 * demos. The database keeps digests, never a readable code.
 */
export interface VerificationOutbox {
  record(sent: SentVerificationCode): void;
  /** The last code sent to the player, if this process sent one. */
  lastSentTo(playerId: number): SentVerificationCode | undefined;
  forget(playerId: number): void;
}

export function createVerificationOutbox(): VerificationOutbox {
  const byPlayer = new Map<number, SentVerificationCode>();
  return {
    record: (sent) => void byPlayer.set(sent.playerId, sent),
    lastSentTo: (playerId) => byPlayer.get(playerId),
    forget: (playerId) => void byPlayer.delete(playerId),
  };
}
