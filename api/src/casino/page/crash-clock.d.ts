// Types of the crash game page's round clock (a browser script served as is), for the api's tests.
export function multiplierAt(elapsedMs: number, doublingMs: number): number;
export function multiplierHundredthsAt(elapsedMs: number, doublingMs: number): number;
export function payoutAt(stake: number, hundredths: number): number;
export interface ServerClock {
  record(serverTimeMs: number, sentAtMs: number, receivedAtMs: number): void;
  now(localMs?: number): number;
  offsetMs(): number;
}
export function createServerClock(keep?: number): ServerClock;
