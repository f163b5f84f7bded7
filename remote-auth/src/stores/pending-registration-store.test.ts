import { afterEach, describe, expect, it } from 'vitest';

import {
  createPendingRegistrationStore,
  defaultResendAfterSeconds,
  pendingRegistrationKey,
  resendAfterSecondsOf,
} from './pending-registration-store';

const registration = { userName: 'player01', mobile: '9876543210', domain: 'brand.example', resendAvailableAt: 5 };

afterEach(() => {
  sessionStorage.clear();
});

describe('the pending registration', () => {
  it('is read back by the next page load of the tab', () => {
    createPendingRegistrationStore().getState().keep(registration);
    expect(createPendingRegistrationStore().getState().registration).toEqual(registration);
  });

  it('keeps a new resend time and forgets everything when cleared', () => {
    const store = createPendingRegistrationStore();
    store.getState().keep(registration);
    store.getState().setResendAvailableAt(99);
    expect(createPendingRegistrationStore().getState().registration?.resendAvailableAt).toBe(99);
    store.getState().clear();
    expect(sessionStorage.getItem(pendingRegistrationKey)).toBeNull();
    expect(createPendingRegistrationStore().getState().registration).toBeNull();
  });

  it.each(['not json', '{"userName":"player01"}', 'null', '[]'])('ignores a stored %s', (stored) => {
    sessionStorage.setItem(pendingRegistrationKey, stored);
    expect(createPendingRegistrationStore().getState().registration).toBeNull();
  });
});

describe('resendAfterSecondsOf', () => {
  it.each([
    [{ resendAfterSeconds: 45 }, 45],
    [{ resendAfterSeconds: 0 }, 0],
    [{ resendAfterSeconds: -1 }, defaultResendAfterSeconds],
    [{ resendAfterSeconds: '45' }, defaultResendAfterSeconds],
    [{ resendAfterSeconds: Number.POSITIVE_INFINITY }, defaultResendAfterSeconds],
    [null, defaultResendAfterSeconds],
    [undefined, defaultResendAfterSeconds],
  ])('reads %j as %d s', (result, seconds) => {
    expect(resendAfterSecondsOf(result)).toBe(seconds);
  });
});
