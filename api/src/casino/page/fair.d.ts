// Types of the game pages' fairness module (a browser script served as is), for the api's tests.
export const maxChainIndex: number;
export function isGameHash(value: unknown): value is string;
export function chainHashOf(hash: string): Promise<string>;
export function crashPointHundredthsOf(gameHash: string, clientSeed: string): Promise<number>;
export function verifyChain(round: { gameHash: string; terminatingHash: string; chainIndex: number }): Promise<boolean>;
export function verifyRound(round: {
  gameHash: string;
  clientSeed: string;
  terminatingHash: string;
  chainIndex: number;
  crashPoint: number;
}): Promise<boolean>;
export function earlierRounds(
  gameHash: string,
  clientSeed: string,
  count: number,
): Promise<{ step: number; gameHash: string; crashHundredths: number }[]>;
