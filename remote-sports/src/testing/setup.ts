import { setupRemoteTests } from '@exchange/shared/testing';
import { configure } from '@testing-library/react';

import { bettingPreferencesStore } from '../features/bet-slip/stores/betting-preferences';
import { betSelectionStore } from '../stores/bet-selection-store';
import { listSlipStore } from '../stores/list-slip-store';
import { pinsStore } from '../stores/pins-store';

// The platform's harness: the real API client over a fake network, stores reset after each test.
// Storage is cleared after the resets, so the pins store reads it again at the start of the next test.
setupRemoteTests({
  reset: [
    () => betSelectionStore.getState().clear(),
    () => pinsStore.setState({ pins: [] }),
    () => listSlipStore.getState().clear(),
    () => bettingPreferencesStore.setState({ byPlayer: {} }),
  ],
});

// The market pages render hundreds of buttons; on a busy machine their first render can take longer
// than testing-library's one second. Waiting longer changes no result, only how long a failure takes.
configure({ asyncUtilTimeout: 5_000 });
