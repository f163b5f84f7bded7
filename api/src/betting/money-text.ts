import { formatMinor } from '@exchange/contracts';

import { fromMinorUnits } from '../players/money.js';

/** Minor units as money text, never below zero: what a player has available. */
export const money = (minor: bigint): string => fromMinorUnits(minor < 0n ? 0n : minor);

/** Minor units as signed money text ("-12.50"): a P/L as it is stored and posted. */
export const signed = (minor: bigint): string => formatMinor(minor);

/** Minor units as a refusal's message shows them. */
export const shown = (minor: bigint): string => signed(minor);
