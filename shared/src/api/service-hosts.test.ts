import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { fakeApiBase } from '../testing/fake-network';
import { observeCall } from '../testing/observe-call';
import { setupRemoteTests } from '../testing/setup-remote-tests';
import { defineEndpoint } from './define-endpoint';
import { configureServiceHosts, serviceBaseUrl } from './service-hosts';

setupRemoteTests();

const getTree = defineEndpoint({
  method: 'GET',
  path: 'Event/TreeSportWithEvent',
  result: z.array(z.number()),
  background: true,
  service: 'events',
});
const getBalance = defineEndpoint({ method: 'GET', path: 'Account/GetBalance', result: z.number() });

describe('service hosts', () => {
  afterEach(() => configureServiceHosts({}));

  it("sends a service's calls to its configured address, still as a call to the api with the bearer", async () => {
    configureServiceHosts({ events: 'https://events-live.example/feed' });
    localStorage.setItem('accessToken', 'token-1');
    const observed = await observeCall('GET', 'Event/TreeSportWithEvent', () => getTree(), [1, 2]);
    expect(observed.request.url.href).toBe('https://events-live.example/feed/Event/TreeSportWithEvent');
    expect(observed.bearer).toBe('token-1');
    expect(observed.result).toEqual([1, 2]);

    // Calls of no service, and services without an address, keep the brand's address.
    const other = await observeCall('GET', 'Account/GetBalance', () => getBalance(), 5);
    expect(other.request.url.origin).toBe(new URL(fakeApiBase).origin);
  });

  it("uses the brand's address for a service without one", async () => {
    configureServiceHosts({ casino: 'https://casino.example', events: '  ' });
    expect(serviceBaseUrl('events')).toBeUndefined();
    expect(serviceBaseUrl(undefined)).toBeUndefined();
    const observed = await observeCall('GET', 'Event/TreeSportWithEvent', () => getTree(), []);
    expect(observed.request.url.origin).toBe(new URL(fakeApiBase).origin);
  });
});
