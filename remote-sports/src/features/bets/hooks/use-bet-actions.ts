import type { CancelBetsRequest, ReplaceBetRequest } from '@exchange/contracts';
import { createUniqueId, sessionStore, useTranslateRefusal } from '@exchange/shared';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';

import { refreshPlayerBets } from '../../../hooks/use-bet-updates';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { cancelBets } from '../api/cancel-bets';
import { replaceBet } from '../api/replace-bet';

export interface BetEdit {
  readonly betId: number;
  readonly odds: number;
  /** In rupees, as the api reads money. */
  readonly stake: number;
}

/**
 * Cancel and edit for the player's waiting bets, each saying how it went in a toast, then reading
 * the bets again. `busy` while one is out: the rows' buttons wait for it.
 */
export function useBetActions() {
  const { t } = useSportsTranslation();
  const translateRefusal = useTranslateRefusal();
  const { enqueueSnackbar } = useSnackbar();
  const cancelling = useMutation({ mutationFn: (request: CancelBetsRequest) => cancelBets(request) });
  const editing = useMutation({ mutationFn: (request: ReplaceBetRequest) => replaceBet(request) });

  const cancel = async (betIds: number[]) => {
    try {
      const result = await cancelling.mutateAsync({ betIds });
      sessionStore.getState().applyBalance({ balance: result.balance, exposure: result.exposure });
      const count = result.bets.filter((bet) => betIds.includes(bet.id)).length || betIds.length;
      enqueueSnackbar(t('bets.cancelled', { count }), { variant: 'success' });
    } catch (failure) {
      enqueueSnackbar(t('bets.cancelFailed', { message: translateRefusal(failure) }), { variant: 'error' });
    } finally {
      refreshPlayerBets();
    }
  };

  /** Answers whether the edit was made; a refusal is said in a toast. */
  const edit = async ({ betId, odds, stake }: BetEdit): Promise<boolean> => {
    try {
      const result = await editing.mutateAsync({ idempotencyKey: createUniqueId(), betId, odds, stake });
      sessionStore.getState().applyBalance({ balance: result.balance, exposure: result.exposure });
      enqueueSnackbar(t('bets.edited', { odds: result.bet.odds }), { variant: 'success' });
      return true;
    } catch (failure) {
      enqueueSnackbar(t('bets.editFailed', { message: translateRefusal(failure) }), { variant: 'error' });
      return false;
    } finally {
      refreshPlayerBets();
    }
  };

  return { cancel, edit, busy: cancelling.isPending || editing.isPending };
}
