import type { StatementEntry } from '@exchange/contracts';
import { useSayLine } from '@exchange/shared';
import { useCallback } from 'react';

import { useAccountTranslation } from '../../i18n/account-translations';

// A backend that sends no statement lines still names its kinds; these the account can say.
const knownKinds = new Set(['deposit', 'withdrawal', 'withdrawal_reversal', 'opening_balance', 'adjustment']);

/**
 * A statement row's description in the player's language: its statement line by code, names as the
 * api wrote them; without a line, its kind where the account knows it, else the text as written.
 */
export function useEntryDescription(): (entry: Pick<StatementEntry, 'kind' | 'description' | 'line'>) => string {
  const { t } = useAccountTranslation();
  const say = useSayLine();
  return useCallback(
    (entry) =>
      entry.line === undefined && knownKinds.has(entry.kind)
        ? t(`statement.kinds.${entry.kind}`)
        : say('statementLines', entry.line, entry.description),
    [t, say],
  );
}
