import { expect, test } from '../../fixtures';
import { makeEvent, openMarket, placeBetThroughApi, slipOf } from '../../support/betting';
import { adminHeaders, signInPlayer } from '../../support/session';

test(
  "the player's network cut while their market settles: the page says so, takes no bet, and shows the settled figures once back",
  { tag: '@fault' },
  async ({ page, context, request, apps }) => {
    const api = apps.url('api');
    const player = await signInPlayer(context, request, api, { username: 'cut-off', balance: '1500.00' });
    const event = await makeEvent(request, api);
    const [alpha] = event.market.runners;
    // Back Alpha FC 100 at the pinned 2, matched in full: 100.00 of exposure.
    await placeBetThroughApi(request, api, player, {
      marketId: event.market.id,
      runnerId: alpha?.id,
      side: 'BACK',
      odds: 2,
      stake: 100,
    });

    const market = await openMarket(page, event);
    const balance = page.getByLabel('Available', { exact: true });
    const exposure = page.getByLabel('Exposure', { exact: true });
    await expect(exposure).toHaveText('100.00');
    await market.getByRole('button', { name: 'Back Beta FC 1.9' }).click();
    await slipOf(page).getByRole('textbox', { name: 'Stake' }).fill('200');

    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: 'Connection lost' });
    await expect(notice).toBeVisible();
    await expect(slipOf(page).getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await expect(slipOf(page).getByRole('alert')).toHaveText(
      'Connection lost: bets cannot be placed until it is back. Your slip is kept.',
    );

    // Meanwhile the market settles: Alpha FC wins 100.00, less 2 % commission (2.00).
    const settled = await request.post(`${api}/admin/markets/${event.market.id}/settle`, {
      headers: adminHeaders,
      data: { winnerRunnerId: alpha?.id },
    });
    expect(settled.ok(), await settled.text()).toBe(true);

    const back = Date.now();
    await context.setOffline(false);
    await expect(notice).toBeHidden({ timeout: 10_000 });
    await expect(balance).toHaveText('1,598.00', { timeout: 10_000 });
    await expect(exposure).toHaveText('0.00');
    test.info().annotations.push({
      type: 'recovery',
      description: `settled figures shown ${Date.now() - back} ms after the network came back`,
    });
    // The market is settled: the kept slip says it takes no bets now.
    await expect(slipOf(page).getByRole('alert')).toHaveText('This market is not taking bets now.');
  },
);
