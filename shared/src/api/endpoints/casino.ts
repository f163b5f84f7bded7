import {
  casinoGameLoginRequestSchema,
  casinoGameUrlRequestSchema,
  casinoGameUrlResultSchema,
  type CasinoGameUrlRequest,
} from '@exchange/contracts';

import { readStorage, storageKeys } from '../../storage/storage-keys';
import { defineEndpoint } from '../define-endpoint';
import { serviceBaseUrl } from '../service-hosts';

// The specification's casino game URL request, asked of the api with the player's bearer.
const requestGameUrl = defineEndpoint({
  method: 'POST',
  path: 'Casino/GetGameUrl',
  request: casinoGameUrlRequestSchema,
  result: casinoGameUrlResultSchema,
});

// The same game asked of a casino host of its own, which knows the player by the casino token the
// login handed out (never by the api's bearer).
const loginToGame = defineEndpoint({
  method: 'POST',
  path: 'Casino/GameLogin',
  request: casinoGameLoginRequestSchema,
  result: casinoGameUrlResultSchema,
  anonymous: true,
  verbatim: ['casinoToken'],
  service: 'casino',
});

/**
 * The launch URL of a game (`result.url`); the crash-game brand stores it as `lotus_url`. Where
 * platform.json names a casino host for this page's environment (test or live) and the login left a
 * casino token, the game is opened on that host with the token (`Casino/GameLogin`); otherwise
 * through the api (`Casino/GetGameUrl`).
 */
export async function getCasinoGameUrl(request: CasinoGameUrlRequest): Promise<string> {
  const casinoToken = readStorage(storageKeys.casinoToken);
  if (serviceBaseUrl('casino') !== undefined && casinoToken !== null && casinoToken.trim() !== '') {
    return (await loginToGame({ casinoToken, gameCode: request.gameCode, gameId: request.gameId })).url;
  }
  return (await requestGameUrl(request)).url;
}
