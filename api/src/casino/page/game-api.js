// The game page's calls to the api that served it. The launch token travels in the URL's fragment
// (#token=…), which browsers never send to a server or put in a Referer.
import { serverText, text } from './strings.js';

const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? '';

/** A failed call, with the api's message for the player. */
export class GameCallError extends Error {}

/** Calls the api as the launched player; resolves with `result`, rejects with a GameCallError. */
export async function call(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new GameCallError(text('network'));
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok || answer === null || answer.success !== true) {
    const error = answer?.error;
    throw new GameCallError(
      typeof error?.message === 'string' ? serverText(error) : text('serverAnswered', { status: response.status }),
    );
  }
  return answer.result;
}

/** Who is playing what: the launch's player, balance, game and lobby origin. */
export const openSession = () => call('POST', '/Casino/GameSession');

/** ₹1,234.50 in the Indian grouping. */
export const formatMoney = (amount) =>
  Number(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
