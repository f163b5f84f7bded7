import { expect, test } from '../fixtures';

test('the api is healthy and the host serves its runtime config', async ({ apps, request }) => {
  const health = await request.get(`${apps.url('api')}/health`);
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ success: true });

  const config = await request.get(`${apps.url('host')}/platform.json`);
  expect(config.ok()).toBe(true);
  expect(config.headers()['content-type']).toContain('application/json');
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(await config.json()).toEqual(expect.any(Object));
});
