import { apiGet } from '../http-client';

export interface OpenBet {
  eventId: number;
  [field: string]: unknown;
}

/** The open bets object of the specification: the bets, with the balance and exposure they leave. */
export interface OpenBets {
  openBets: OpenBet[];
  balance: number;
  exposure: number;
  [field: string]: unknown;
}

export interface ProfitLossItem {
  eventId: number;
  [field: string]: unknown;
}

export function getUserOpenBets(): Promise<OpenBets> {
  return apiGet<OpenBets>('Bet/GetUserOpenBets');
}

export function getUserExpectedProfitLoss(): Promise<ProfitLossItem[]> {
  return apiGet<ProfitLossItem[]>('Bet/GetUserExpectedProfitLoss');
}
