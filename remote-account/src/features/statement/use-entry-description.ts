import type { StatementEntry } from '@exchange/contracts';
import { useCallback } from 'react';

import { useAccountTranslation } from '../../i18n/account-translations';

// The ledger writes an English description; kinds the account knows read in the player's language.
const knownKinds = new Set(['deposit', 'withdrawal', 'withdrawal_reversal', 'opening_balance', 'adjustment']);

/** A statement row's description in the player's language where its kind is known, else as written. */
export function useEntryDescription(): (entry: Pick<StatementEntry, 'kind' | 'description'>) => string {
  const { t } = useAccountTranslation();
  return useCallback(
    (entry) => (knownKinds.has(entry.kind) ? t(`statement.kinds.${entry.kind}`) : entry.description),
    [t],
  );
}
