import { expect, test } from '../../fixtures';
import { makeEvent, openBetsOf, openMarket, placeBetThroughApi, slipOf } from '../../support/betting';
import { adminHeaders, signInPlayer } from '../../support/session';

// Kills the api every test shares: playwright.config.ts runs this file on its own, after all others.

test(
  'the api down: the page says the connection is lost and takes no bet, then heals by itself with every figure right',
  { tag: '@fault' },
  async ({ page, context, request, apps }) => {
    // The api's own start-up is most of it (see the wait for /health below).
    test.setTimeout(150_000);
    const api = apps.url('api');
    const player = await signInPlayer(context, request, api, { username: 'restart-survivor', balance: '1500.00' });
    const event = await makeEvent(request, api);
    // A bet resting before the fault (nobody lays at 2.2): 100.00 of exposure the restart must keep.
    await placeBetThroughApi(request, api, player, {
      marketId: event.market.id,
      runnerId: event.market.runners[0]?.id,
      side: 'BACK',
      odds: 2.2,
      stake: 100,
    });

    const market = await openMarket(page, event);
    const exposure = page.getByLabel('Exposure', { exact: true });
    await expect(exposure).toHaveText('100.00');
    const connections = async () => {
      const response = await request.get(`${api}/admin/realtime/players/${player.id}/connections`, {
        headers: adminHeaders,
      });
      return ((await response.json()) as { result: unknown[] }).result.length;
    };
    await expect.poll(connections).toBe(1);
    await market.getByRole('button', { name: 'Back Beta FC 1.9' }).click();
    await slipOf(page).getByRole('textbox', { name: 'Stake' }).fill('200');
    // Gone after a reload: shows that the page recovered by itself.
    await page.evaluate(() => Object.assign(window, { beforeTheFault: true }));

    // The api unreachable from the browser for as long as the test says, and killed meanwhile: its
    // supervisor starts it again on the same data folder while the page still cannot reach it.
    const cut = `${api}/**`;
    await context.route(cut, (route) => route.abort('internetdisconnected'));
    const killedAt = Date.now();
    await apps.killApi();

    const notice = page.getByRole('status').filter({ hasText: 'Connection lost' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Prices are paused and bets cannot be placed until it is back.');
    await expect(slipOf(page).getByRole('alert')).toHaveText(
      'Connection lost: bets cannot be placed until it is back. Your slip is kept.',
    );
    await expect(slipOf(page).getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await expect(market.getByRole('button', { name: 'Back Alpha FC 2' })).toBeDisabled();
    await expect(exposure).toHaveText('100.00');

    const health = async () => {
      try {
        return (await request.get(`${api}/health`, { timeout: 2_000 })).status();
      } catch {
        return 0;
      }
    };
    // The supervisor waits 0.5 s, then the api opens the same database and answers again: seconds on a
    // quiet machine, up to half a minute on a busy one.
    await expect.poll(health, { timeout: 60_000, intervals: [100] }).toBe(200);
    const restartMs = Date.now() - killedAt;

    // The network back: the page finds the api within its 3 s probe, and the hub is registered again.
    const back = Date.now();
    await context.unroute(cut);
    await expect(notice).toBeHidden({ timeout: 10_000 });
    const noticeGone = Date.now() - back;
    await expect.poll(connections, { timeout: 10_000, intervals: [250] }).toBe(1);
    const hubBack = Date.now() - back;
    test.info().annotations.push({
      type: 'recovery',
      description:
        `api answering ${restartMs} ms after the kill; notice gone ${noticeGone} ms, ` +
        `hub registered ${hubBack} ms after the api was reachable`,
    });

    // The slip, kept as typed, places the bet; the resting bet is still there, its exposure held.
    await expect(slipOf(page).getByRole('textbox', { name: 'Stake' })).toHaveValue('200');
    await slipOf(page).getByRole('button', { name: 'Place bet' }).click();
    // Matched or resting: the market maker's prices after a restart are its own again, not the pinned ones.
    await expect(page.getByText(/^Bet placed/)).toBeVisible();
    const open = await openBetsOf(request, api, player);
    expect(open.map((bet) => [bet.side, bet.odds, bet.stake]).sort()).toEqual(
      [
        ['BACK', 1.9, 200],
        ['BACK', 2.2, 100],
      ].sort(),
    );
    expect(open.find((bet) => bet.odds === 2.2)?.status).toBe('UNMATCHED');
    const held = await request.get(`${api}/Bet/GetUserOpenBets`, {
      headers: { authorization: `Bearer ${player.accessToken}` },
    });
    const { exposure: apiExposure } = ((await held.json()) as { result: { exposure: number | string } }).result;
    await expect(exposure).toHaveText(Number(apiExposure).toFixed(2));
    await expect(page).toHaveURL(/\/markets\//);
    expect(await page.evaluate(() => (window as { beforeTheFault?: boolean }).beforeTheFault)).toBe(true);

    // A change made after the restart reaches the page on its own.
    const changed = await request.post(`${api}/admin/players/${player.id}/balance`, {
      headers: adminHeaders,
      data: { balance: '2750.25' },
    });
    expect(changed.ok()).toBe(true);
    // The navbar shows what is available: the new balance less the exposure the restart kept.
    const available = (275_025 - Math.round(Number(apiExposure) * 100)) / 100;
    await expect(page.getByLabel('Available', { exact: true })).toHaveText(
      available.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      { timeout: 2_000 },
    );

    // Every balance is its ledger's sum after the kill.
    const check = await request.get(`${api}/admin/money-check`, { headers: adminHeaders });
    const { balanceMismatches } = ((await check.json()) as { result: { balanceMismatches: unknown[] } }).result;
    expect(balanceMismatches).toEqual([]);
  },
);
