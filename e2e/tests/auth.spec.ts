import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

import { brandUrl } from '../../scripts/lib/apps.mjs';
import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/accessibility';
import { adminHeaders } from '../support/session';

// The entry step sends a known host (localhost, in platform.json) to /index.
const entryRoute = '/index';
const password = 'secret123';

let sequence = 0;
/** A username and an Indian mobile number no other test of this api process has used. */
function newIdentity() {
  sequence += 1;
  const stamp = `${Date.now() % 1e8}${sequence}`.padStart(9, '0').slice(-9);
  return { userName: `e2e${stamp}`, mobile: `9${stamp}` };
}

async function verificationCode(request: APIRequestContext, api: string, userName: string): Promise<string> {
  const response = await request.get(`${api}/admin/accounts/${userName}/verification-code`, { headers: adminHeaders });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { code: string } }).result.code;
}

/** A verified account made through the api, for tests about logging in. */
async function createAccount(request: APIRequestContext, api: string) {
  const identity = newIdentity();
  const registered = await request.post(`${api}/Account/Register`, {
    data: { ...identity, password, domain: 'localhost' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const code = await verificationCode(request, api, identity.userName);
  const verified = await request.post(`${api}/Account/VerificationUser`, { data: { ...identity, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return identity;
}

async function logIn(page: Page, userName: string, secret: string) {
  await page.getByLabel('Username', { exact: true }).fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const balance = (page: Page) => page.getByLabel('Available', { exact: true });

test('sign up, verify, log out and log in again', async ({ page, request, apps }) => {
  const api = apps.url('api');
  const { userName, mobile } = newIdentity();
  await page.goto('/auth/signup');
  await page.getByLabel('Username', { exact: true }).fill(userName);
  await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL('/auth/verfication');
  await expect(page.getByRole('timer')).toHaveText(/^Resend code in \d+ s$/);
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await verificationCode(request, api, userName));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(entryRoute);
  await expect(balance(page)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? '{}') as unknown);
  expect(stored).toMatchObject({ username: userName, domain: 'localhost' });

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await logIn(page, userName, password);
  await expect(page).toHaveURL(entryRoute);
  await expect(balance(page)).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`at ${width} px a forgotten password is reset with a code sent to the mobile, ending the old sessions`, async ({
    page,
    request,
    apps,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const api = apps.url('api');
    const { userName, mobile } = await createAccount(request, api);
    const before = await request.post(`${api}/Account/Authenticate`, {
      data: { userNameOrEmailAddress: userName, password },
    });
    const { accessToken } = ((await before.json()) as { result: { accessToken: string } }).result;

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/auth/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Username', { exact: true }).fill(userName);
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/number ending in \d{4}/)).toBeVisible();
    await page.getByLabel('Verification code').fill(await verificationCode(request, api, userName));
    await page.getByLabel('New password', { exact: true }).fill('brandnew9');
    await page.getByLabel('Confirm password', { exact: true }).fill('brandnew9');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(/Your password is changed/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The session from before the reset reads nothing any more.
    const old = await request.post(`${api}/Account/GetAccessTokenValidateTime`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(old.status()).toBe(401);
    await page.getByRole('link', { name: 'Log in' }).click();
    await logIn(page, userName, 'brandnew9');
    await expect(page).toHaveURL(entryRoute);
    await expect(balance(page)).toBeVisible();
  });
}

test('the demo login lands on the entry route with the Demo balance', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Login with demo ID' }).click();

  await expect(page).toHaveURL(entryRoute);
  await expect(balance(page)).toHaveText('1,500.00');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? '{}') as unknown)).toMatchObject({
    username: 'Demo',
  });
});

test('a login sent from a page goes back to it', async ({ page, request, apps }) => {
  const { userName } = await createAccount(request, apps.url('api'));
  await page.goto('/auth/login?redirect=%2Fbet-history');
  await logIn(page, userName, password);

  await expect(page).toHaveURL('/bet-history');
  await expect(page.locator('[data-remote="account"]')).toBeVisible();
});

for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
  test(`a redirect to ${hostile} lands on the default route`, async ({ page, request, apps }) => {
    const { userName } = await createAccount(request, apps.url('api'));
    await page.goto(`/auth/login?redirect=${encodeURIComponent(hostile)}`);
    await logIn(page, userName, password);

    await expect(page).toHaveURL(entryRoute);
    await expect(balance(page)).toBeVisible();
  });
}

test('five wrong passwords lock the account, with the server saying for how long', async ({ page, request, apps }) => {
  const { userName } = await createAccount(request, apps.url('api'));
  await page.goto('/auth/login');
  const alert = page.getByRole('alert');
  const attempt = async (secret: string) => {
    const answered = page.waitForResponse((response) => response.url().includes('/Account/Authenticate'));
    await logIn(page, userName, secret);
    await answered;
  };

  for (let wrong = 1; wrong <= 4; wrong += 1) {
    await attempt(`wrong-password-${wrong}`);
    await expect(alert).toHaveText('Invalid username or password.');
  }
  await attempt('wrong-password-5');
  await expect(alert).toHaveText(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);

  // The right password does not open a locked account either.
  await attempt(password);
  await expect(alert).toHaveText(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
  await expect(page).toHaveURL('/auth/login');
});

test('the forms check their fields before sending', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (/\/Account\/(Register|Authenticate)/.test(request.url())) sent += 1;
  });
  await page.goto('/auth/signup');
  await page.getByLabel('Username', { exact: true }).fill('ab');
  await page.getByLabel('Mobile number', { exact: true }).fill('12345');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password', { exact: true }).fill('other');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page.getByLabel('Username', { exact: true })).toHaveAccessibleDescription(
    'Username must be 4 to 20 letters or digits.',
  );
  await expect(page.getByLabel('Mobile number', { exact: true })).toHaveAccessibleDescription(
    'Mobile must be a 10-digit number starting with 6, 7, 8 or 9.',
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Password must be at least 8 characters with a letter and a digit.',
  );
  await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription(
    'Passwords do not match.',
  );
  await expect(page.getByLabel('Username', { exact: true })).toBeFocused();
  expect(sent).toBe(0);
});

test('a taken username gets the server message and the form keeps what was typed', async ({ page, request, apps }) => {
  const { userName } = await createAccount(request, apps.url('api'));
  await page.goto('/auth/signup');
  await page.getByLabel('Username', { exact: true }).fill(userName);
  await page.getByLabel('Mobile number', { exact: true }).fill(newIdentity().mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page.getByRole('alert')).toHaveText('That username is taken.');
  await expect(page).toHaveURL('/auth/signup');
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(userName);
});

for (const path of ['/auth/login', '/auth/signup', '/auth/verfication', '/auth/verification']) {
  test(`${path} fits a 360 px phone, shows the brand's auth logo and has no accessibility violations`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    const section = page.locator('[data-remote="auth"]');
    await expect(section.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(section.getByRole('img')).toHaveAttribute('src', /auth-logo/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

test('a visitor of the crash-game brand logs in from its root and reaches the game', async ({
  page,
  request,
  apps,
}) => {
  const { userName } = await createAccount(request, apps.url('api'));
  const gameUrl = `${apps.url('api')}/games/aviator`;
  await page.route('**/Casino/GetGameUrl*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: true, result: { url: gameUrl } }),
    }),
  );
  const aviator = brandUrl(apps.url('host'), 'aviator');
  await page.goto(`${aviator}/`);
  // Not the match list's login (`?redirect=%2Fmatchlist%2F3`): the login's way on is the entry step.
  await expect(page).toHaveURL(`${aviator}/auth/login`);
  await logIn(page, userName, password);
  await expect(page).toHaveURL(`${aviator}/lobby`);
});
