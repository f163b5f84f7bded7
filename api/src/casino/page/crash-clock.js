// The crash game's round clock as the page keeps it: the server's time, estimated from the state
// answers, and a flight's multiplier by the growth rule the api uses (../fairness.ts,
// `multiplierHundredthsAt`), so the curve and the Cash out amount follow the server's round.

/** The multiplier `elapsedMs` into a flight, unrounded: e^(ln 2 · t / doublingMs), doubling every `doublingMs`. */
export const multiplierAt = (elapsedMs, doublingMs) => Math.exp((Math.LN2 / doublingMs) * Math.max(0, elapsedMs));

/** The multiplier shown `elapsedMs` into a flight, in hundredths, rounded down, as the api shows and pays it. */
export const multiplierHundredthsAt = (elapsedMs, doublingMs) =>
  Math.floor(100 * multiplierAt(elapsedMs, doublingMs) + 1e-9);

/** What a stake pays at a multiplier in hundredths, in rupees: rounded down to the paisa, as the api pays it. */
export const payoutAt = (stake, hundredths) => Math.floor((Math.round(stake * 100) * hundredths) / 100) / 100;

/**
 * The server's clock, from its answers' `serverTime`. Each answer gives an offset assuming the
 * server read its clock halfway through the call; of the last `keep` answers, the one with the
 * shortest round trip is trusted (its midpoint guess can be off by at most half of it), so one slow
 * answer does not move the curve.
 */
export function createServerClock(keep = 8) {
  const samples = [];
  let offsetMs = 0;
  return {
    /** An answer's server time (ms), with the local times the call was sent and answered. */
    record(serverTimeMs, sentAtMs, receivedAtMs) {
      if (!Number.isFinite(serverTimeMs) || !(receivedAtMs >= sentAtMs)) return;
      samples.push({ roundTripMs: receivedAtMs - sentAtMs, offsetMs: serverTimeMs - (sentAtMs + receivedAtMs) / 2 });
      if (samples.length > keep) samples.shift();
      offsetMs = samples.reduce((best, sample) => (sample.roundTripMs < best.roundTripMs ? sample : best)).offsetMs;
    },
    /** The server's time now (ms). */
    now: (localMs = Date.now()) => localMs + offsetMs,
    offsetMs: () => offsetMs,
  };
}
