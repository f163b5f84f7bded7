import { apiPost } from '../http-client';

export interface CasinoGameUrlRequest {
  userId: number;
  gameCode: string;
  gameId: number;
  country: string;
}

interface CasinoGameUrlResult {
  url: string;
  [field: string]: unknown;
}

/** The launch URL of a game (`result.url`); the crash-game brand stores it as `lotus_url`. */
export async function getCasinoGameUrl(request: CasinoGameUrlRequest): Promise<string> {
  const result = await apiPost<CasinoGameUrlResult>('Casino/GetGameUrl', request);
  return result.url;
}
