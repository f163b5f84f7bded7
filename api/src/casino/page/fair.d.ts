// Types of the game page's fairness module (a browser script served as is), for the api's tests.
export function seedHashOf(serverSeed: string): Promise<string>;
export function crashPointHundredthsOf(serverSeed: string): Promise<number>;
export function verifyRound(round: { serverSeed: string; seedHash: string; crashPoint: number }): Promise<boolean>;
