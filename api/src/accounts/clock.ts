/** The time source of the accounts code; tests pass their own to expire codes, tokens and lockouts. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
