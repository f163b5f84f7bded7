import { budgets } from '../bench/budgets.mjs';
import { profilePage } from '../bench/network-profile.mjs';
import { kilobytes } from '../bench/report.mjs';
import { expect, test } from '../fixtures';

// The login page is over its budget of 250 KB (npm run bench reports it); until it meets it, the
// tests hold it to what it weighs now, so that it cannot grow unnoticed.
test('/auth/login loads no more JS and CSS than its growth guard, as transferred', async ({ browser, apps }) => {
  // The same cold-cache measurement as `npm run bench`: bytes on the wire, headers included.
  const profile = await profilePage({
    browser,
    url: `${apps.url('host')}/auth/login`,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Login with demo ID' }).waitFor({ state: 'visible' });
    },
  });
  const transferred = profile.js.transferred + profile.css.transferred;
  const figure =
    `/auth/login JS+CSS transferred: ${kilobytes(transferred)} ` +
    `(growth guard ${kilobytes(budgets.loginTransferredGrowthGuardBytes)}, ` +
    `budget ${kilobytes(budgets.loginTransferredBytes)}; raw ${kilobytes(profile.js.decoded + profile.css.decoded)})`;
  console.log(figure);
  test.info().annotations.push({ type: 'size', description: figure });
  expect(transferred, figure).toBeLessThanOrEqual(budgets.loginTransferredGrowthGuardBytes);
});
