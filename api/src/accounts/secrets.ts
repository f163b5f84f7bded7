import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** An unguessable bearer secret (refresh token, casino token, authorization code): 256 random bits. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/**
 * How a high-entropy token is stored: its SHA-256. Looking a token up by its digest is safe because
 * the token itself cannot be guessed; a leaked table holds nothing that can be presented.
 */
export const tokenDigest = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Six random digits, leading zeros kept. */
export const randomVerificationCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * How a verification code is stored. A million codes are quickly tried against a plain digest,
 * so it is keyed with the server's secret (and bound to the player), which a leaked table lacks.
 */
export const verificationCodeDigest = (secret: string, playerId: number, code: string): string =>
  createHmac('sha256', secret).update(`verification:${playerId}:${code}`, 'utf8').digest('hex');
