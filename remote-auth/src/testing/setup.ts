import { setupRemoteTests } from '@exchange/shared/testing';

import { pendingRegistrationStore } from '../stores/pending-registration-store';

// The platform's harness, plus the sign-up this remote keeps between its pages.
setupRemoteTests({ reset: [() => pendingRegistrationStore.getState().clear()] });
