import { describe, expect, it } from 'vitest';

import { serviceHostsFor } from './service-hosts';

const platform = {
  serviceHosts: {
    test: {
      events: 'https://events-test.example',
      casino: 'https://casino-test.example',
      payments: 'https://pay-test.example',
      hub: 'https://hub-test.example/hubs/notifications',
    },
    live: {
      events: 'https://events.example',
      casino: 'https://casino.example',
      payments: 'https://pay.example',
      hub: 'https://hub.example/hubs/notifications',
    },
  },
};

describe('serviceHostsFor', () => {
  it('uses the test addresses on test, localhost and preview hosts', () => {
    for (const hostname of ['localhost', '127.0.0.1', 'test.goldexchange.example', 'preview.skyexchange.example']) {
      const hosts = serviceHostsFor(platform, hostname, 'http://localhost:4000');
      expect(hosts.environment).toBe('test');
      expect(hosts.services).toEqual({ events: 'https://events-test.example', casino: 'https://casino-test.example' });
      expect(hosts.hubUrl).toBe('https://hub-test.example/hubs/notifications');
    }
  });

  it('uses the live addresses on a brand domain, and the live payment host when the brand base is not a test one', () => {
    const hosts = serviceHostsFor(platform, 'goldexchange.example', 'https://api.goldexchange.example');
    expect(hosts).toEqual({
      environment: 'live',
      services: { events: 'https://events.example', casino: 'https://casino.example', payments: 'https://pay.example' },
      hubUrl: 'https://hub.example/hubs/notifications',
    });
  });

  it("keeps payments on the brand's own address when that address is a test one", () => {
    expect(
      serviceHostsFor(platform, 'goldexchange.example', 'https://test.api.example').services.payments,
    ).toBeUndefined();
    expect(serviceHostsFor(platform, 'localhost', 'http://localhost:4000').services.payments).toBeUndefined();
    expect(serviceHostsFor(platform, 'localhost', 'https://api.goldexchange.example').services.payments).toBe(
      'https://pay.example',
    );
  });

  it("sends every service to the brand's address when platform.json names none", () => {
    expect(serviceHostsFor({}, 'goldexchange.example', 'https://api.goldexchange.example')).toEqual({
      environment: 'live',
      services: {},
      hubUrl: undefined,
    });
    expect(
      serviceHostsFor({ serviceHosts: { live: { casino: 'https://casino.example' } } }, 'localhost', undefined),
    ).toEqual({ environment: 'test', services: {}, hubUrl: undefined });
  });
});
