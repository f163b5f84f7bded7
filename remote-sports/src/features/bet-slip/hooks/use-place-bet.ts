import type { PlaceBetRequest, PlaceBetResult } from '@exchange/contracts';
import { isApiError, sessionStore, type ApiError } from '@exchange/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { refreshPlayerBets } from '../../../hooks/use-bet-updates';
import { placeBetV2 } from '../api/place-bet-v2';
import { betSlipStore } from '../stores/bet-slip-store';

/** Sent again this many times when no answer came; every time with the submission's one key. */
export const placementRetries = 2;

/** No answer reached the page: the bet may or may not have been placed, so only the same key may try again. */
export const isUnanswered = (error: unknown): boolean =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted');

export type PlacementOutcome =
  | { readonly placed: true; readonly result: PlaceBetResult }
  | { readonly placed: false; readonly error: ApiError | Error; readonly unanswered: boolean };

export interface PlaceBet {
  /**
   * Sends the open slip as one submission (its idempotency key kept through every retry); nothing
   * when a placement is already out. `delaySeconds` is the market's in-play bet delay (0 otherwise).
   */
  place: (request: Omit<PlaceBetRequest, 'idempotencyKey'>, delaySeconds: number) => Promise<PlacementOutcome | null>;
  /** Whole seconds left of the in-play bet delay while the placement waits; null otherwise. */
  secondsLeft: number | null;
}

export function usePlaceBet(): PlaceBet {
  const mutation = useMutation<PlaceBetResult, ApiError, PlaceBetRequest>({
    mutationFn: (request) => placeBetV2(request),
    // The same variables, so the same idempotency key: the api places the bet once however often it arrives.
    retry: (failures, error) => failures < placementRetries && isUnanswered(error),
    retryDelay: 500,
  });
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const place: PlaceBet['place'] = async (request, delaySeconds) => {
    const idempotencyKey = betSlipStore.getState().beginSubmission();
    if (idempotencyKey === null) return null;
    if (delaySeconds > 0) {
      // One reading of the clock for both: a second reading a millisecond later would start the
      // countdown a whole second high (5.001 s left shows as 6).
      const startedAt = Date.now();
      setNow(startedAt);
      setDeadline(startedAt + delaySeconds * 1000);
    }
    try {
      const result = await mutation.mutateAsync({ ...request, idempotencyKey });
      sessionStore.getState().applyBalance({ balance: result.balance, exposure: result.exposure });
      refreshPlayerBets();
      betSlipStore.getState().endSubmission('placed');
      return { placed: true, result };
    } catch (error) {
      const unanswered = isUnanswered(error);
      betSlipStore.getState().endSubmission(unanswered ? 'unknown' : 'refused');
      return { placed: false, error: error instanceof Error ? error : new Error(String(error)), unanswered };
    } finally {
      setDeadline(null);
    }
  };

  const secondsLeft = deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { place, secondsLeft };
}
