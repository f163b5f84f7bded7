import { budgets } from '../bench/budgets.mjs';
import { profilePage } from '../bench/network-profile.mjs';
import { kilobytes } from '../bench/report.mjs';
import { expect, test } from '../fixtures';

test('/auth/login loads at most its budget of JS and CSS, as transferred', async ({ browser, apps }) => {
  // The same cold-cache measurement as `npm run bench`: bytes on the wire, headers included.
  const profile = await profilePage({
    browser,
    url: `${apps.url('host')}/auth/login`,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Login with demo ID' }).waitFor({ state: 'visible' });
    },
  });
  const transferred = profile.js.transferred + profile.css.transferred;
  const figure = `/auth/login JS+CSS transferred: ${kilobytes(transferred)} (budget ${kilobytes(budgets.loginTransferredBytes)}; raw ${kilobytes(profile.js.decoded + profile.css.decoded)})`;
  console.log(figure);
  test.info().annotations.push({ type: 'size', description: figure });
  expect(transferred, figure).toBeLessThanOrEqual(budgets.loginTransferredBytes);
});
