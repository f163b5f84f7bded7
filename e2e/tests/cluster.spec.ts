import { chromium, type Browser, type Page } from '@playwright/test';

import { freePort, startApi } from '../../scripts/lib/app-servers.mjs';
import { apiDefinition, appDefinition } from '../../scripts/lib/apps.mjs';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { expect, test } from '../fixtures';
import { apiSecrets } from '../support/api-secrets';
import { e2eCorsOrigins } from '../support/app-stack';
import { makeEvent, openMarket, pinPrices, slipOf } from '../support/betting';
import { chromiumArgs } from '../support/chromium.mjs';
import { signInPlayer } from '../support/session';

// The exchange as a deployment (`npm run cluster`: PostgreSQL, Redis, api processes behind HAProxy),
// with a player's browser on each of two api processes. Each browser reaches "the api" of the
// brand's settings (localhost at the api's port) at one process of its own, as two players whom a
// load balancer sent to two processes: Chromium maps that address to the process's port, so the
// pages, their settings and their Content-Security-Policy stay as in production.

const apiPort = Number(new URL(apiDefinition().url).port);

let deployment: Awaited<ReturnType<typeof startApi>>;
let processPorts: number[];

test.describe('the exchange as two api processes', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    processPorts = [await freePort(), await freePort()];
    deployment = await startApi({
      entryPoint: `${repoRoot}/api/dist/cluster/cluster-main.js`,
      port: await freePort(),
      timeoutMs: 120_000,
      env: {
        CLUSTER_PROCESSES: '2',
        CLUSTER_API_PORTS: processPorts.join(','),
        // The brands' settings name the api where the pages reach it: localhost at the api's port.
        LOCAL_PORTS: `4000=${apiPort}`,
        ADMIN_TOKEN: apiSecrets.adminToken,
        TOKEN_SECRET: apiSecrets.tokenSecret,
        CORS_ORIGINS: e2eCorsOrigins(),
        LOG_LEVEL: 'error',
      },
    });
    // The balancer answers once one process does; the test needs both, and the exchange's writer elected.
    const writes = () =>
      Promise.all(
        processPorts.map((port) =>
          fetch(`http://127.0.0.1:${port}/cluster/writer`).then(
            (response) => response.status,
            () => 0,
          ),
        ),
      );
    await expect.poll(async () => (await writes()).sort(), { timeout: 90_000 }).toEqual([200, 503]);
  });

  test.afterAll(async () => {
    await deployment?.close();
  });

  /** A browser whose "api" is the deployment's process on `port`. */
  const browserOn = (port: number): Promise<Browser> =>
    chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...chromiumArgs, `--host-resolver-rules=MAP localhost:${apiPort} 127.0.0.1:${port}`],
    });

  const place = async (page: Page, stake: string) => {
    const slip = slipOf(page);
    await slip.getByRole('textbox', { name: 'Stake' }).fill(stake);
    await slip.getByRole('button', { name: 'Place bet' }).click();
  };

  test('a player on each process sees the same market, the other’s offer and the fill between them', async ({
    request,
  }) => {
    const browsers = await Promise.all(processPorts.map(browserOn));
    try {
      const [backerContext, layerContext] = await Promise.all(
        browsers.map((browser) => browser.newContext({ baseURL: appDefinition('host').url })),
      );
      if (backerContext === undefined || layerContext === undefined) throw new Error('Two browsers were launched');
      await signInPlayer(backerContext, request, deployment.url, { username: 'cluster-backer', balance: '1000.00' });
      await signInPlayer(layerContext, request, deployment.url, { username: 'cluster-layer', balance: '1000.00' });
      const event = await makeEvent(request, deployment.url);
      // Nobody backs Alpha FC below 3: a back at 2.2 rests, and is the best a layer can take.
      await pinPrices(request, deployment.url, event.market, [2, 3], [1.9, 1.92]);
      const [alpha, beta] = event.market.runners;
      if (alpha === undefined || beta === undefined) throw new Error('The event has two runners');

      const backerPage = await backerContext.newPage();
      const layerPage = await layerContext.newPage();
      const backerMarket = await openMarket(backerPage, event);
      const layerMarket = await openMarket(layerPage, event);
      // Two processes: one writes the exchange, the other forwards the bets and prices calls to it.
      const writes = await Promise.all(
        [backerPage, layerPage].map((page) =>
          page.evaluate(async (url) => (await fetch(url)).status, `http://localhost:${apiPort}/cluster/writer`),
        ),
      );
      expect(writes.sort()).toEqual([200, 503]);
      // The same market on both processes, as the writer quotes it.
      for (const market of [backerMarket, layerMarket]) {
        await expect(market.getByRole('button', { name: 'Back Alpha FC 2', exact: true })).toBeVisible();
        await expect(market.getByRole('button', { name: 'Lay Alpha FC 3', exact: true })).toBeVisible();
      }

      await backerMarket.getByRole('button', { name: 'Back Alpha FC 2', exact: true }).click();
      const slip = slipOf(backerPage);
      for (let step = 0; step < 10; step += 1) await slip.getByRole('button', { name: 'Raise odds' }).click();
      await expect(slip.getByRole('textbox', { name: 'Odds' })).toHaveValue('2.2');
      await place(backerPage, '100');
      await expect(backerPage.getByText('Bet placed, not matched yet: Back Alpha FC, 100.00 at 2.2.')).toBeVisible();

      // The other process's player sees the offer as soon as it rests, and takes it.
      const offer = layerMarket.getByRole('button', { name: 'Lay Alpha FC 2.2', exact: true });
      await expect(offer).toBeVisible();
      await offer.click();
      await expect(slipOf(layerPage).getByRole('textbox', { name: 'Odds' })).toHaveValue('2.2');
      await place(layerPage, '100');
      await expect(layerPage.getByText('Bet placed and matched: Lay Alpha FC, 100.00 at 2.2.')).toBeVisible();
      await expect(layerPage.getByLabel('Exposure', { exact: true })).toContainText('120.00');

      // The backer, on the first process, hears of the fill: the position is matched, the offer gone.
      await expect(backerMarket.locator(`[data-runner-profit-loss="${alpha.id}"]`)).toContainText('120.00');
      await expect(backerMarket.locator(`[data-runner-profit-loss="${beta.id}"]`)).toContainText('-100.00');
      for (const market of [backerMarket, layerMarket]) {
        await expect(market.getByRole('button', { name: 'Lay Alpha FC 3', exact: true })).toBeVisible();
        await expect(market.getByRole('button', { name: 'Lay Alpha FC 2.2', exact: true })).toHaveCount(0);
      }
      await expect(backerPage.getByLabel('Exposure', { exact: true })).toContainText('100.00');
    } finally {
      await Promise.all(browsers.map((browser) => browser.close()));
    }
  });
});
