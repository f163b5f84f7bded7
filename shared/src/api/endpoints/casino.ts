import { casinoGameUrlRequestSchema, casinoGameUrlResultSchema, type CasinoGameUrlRequest } from '@exchange/contracts';

import { defineEndpoint } from '../define-endpoint';

const requestGameUrl = defineEndpoint({
  method: 'POST',
  path: 'Casino/GetGameUrl',
  request: casinoGameUrlRequestSchema,
  result: casinoGameUrlResultSchema,
});

/** The launch URL of a game (`result.url`); the crash-game brand stores it as `lotus_url`. */
export async function getCasinoGameUrl(request: CasinoGameUrlRequest): Promise<string> {
  return (await requestGameUrl(request)).url;
}
