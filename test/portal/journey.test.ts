import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axe from 'axe-core';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../tools/local/api.ts';
import { startTestApi, type TestApi, uniqueEmail } from '../support/local-api.ts';

/**
 * The developer portal in a real browser: Debian's Chromium driven by playwright-core through the
 * whole journey. Without /usr/bin/chromium (CI images often lack it) the suite is skipped, and says so.
 * PORTAL_SCREENSHOTS=1 writes the screenshots to docs/portal/ (committed); otherwise to a temporary folder.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`Portal browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium)`);

const PASSWORD = 'plum velvet harbor kite';

let t: TestApi;
let context: BrowserContext;
let page: Page;
let userDataDir: string;
let shotsDir: string;
let origin: string;

const shot = async (name: string) => {
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
};

/** axe-core in the page: no violations of WCAG 2.x A/AA rules. */
const expectAccessible = async () => {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const runner = (globalThis as unknown as { axe: typeof axe }).axe;
    const result = await runner.run({ runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
};

const callApi = async (key: string, path = '/api/v1/users/me') => {
  const response = await fetch(`${t.api.url}${path}`, { headers: { 'X-API-Key': key } });
  return { status: response.status, body: (await response.json()) as { code?: string } };
};

describe.skipIf(!hasChromium)(`developer portal in Chromium (${CHROMIUM})`, () => {
  beforeAll(async () => {
    t = await startTestApi();
    const port = new URL(t.api.url).port;
    // localhost is a secure context, so the Secure session cookie works over plain HTTP.
    origin = `http://localhost:${port}`;
    userDataDir = mkdtempSync(join(tmpdir(), 'portal-chromium-'));
    shotsDir = process.env.PORTAL_SCREENSHOTS ? join(PROJECT_ROOT, 'docs/portal') : userDataDir;
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1200, height: 900 },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP localhost 127.0.0.1',
      ],
    });
    page = context.pages()[0] ?? (await context.newPage());
  });

  afterAll(async () => {
    await context?.close();
    await t?.close();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  });

  it('takes a developer from sign-up to a revoked key', async () => {
    page.setDefaultTimeout(10_000);
    // Sign up, accepting the terms.
    await page.goto(`${origin}/portal/`);
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in' }).count()).toBe(1);
    await shot('sign-in');
    await expectAccessible();
    await page.getByRole('button', { name: 'Create an account' }).click();
    const email = uniqueEmail('portal');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Your name (optional)').fill('Dana Reyes');
    await page.getByLabel('Organization (optional)').fill('Example Health');
    await page.getByRole('button', { name: 'Create account' }).click();
    // Not accepting the terms stops the form (and the service would refuse it: 400).
    expect(
      await page
        .getByLabel(/I accept the/)
        .evaluate((el) => (el as unknown as { validity: { valueMissing: boolean } }).validity.valueMissing),
    ).toBe(true);
    expect(await page.getByTestId('secret-key').count()).toBe(0);
    await page.getByLabel(/I accept the/).check();
    await shot('sign-up');
    await expectAccessible();
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed in: the first key is shown once.
    await expect.poll(() => page.getByTestId('secret-key').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('secret-key').textContent()).toMatch(/^hcs_/);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.getByTestId('tier-name').textContent()).toBe('developer');

    // Create a restricted key: accounts only, 10 a day, expiring in 30 days.
    await page.getByLabel('Name', { exact: true }).fill('restricted backend');
    await page.getByLabel('accounts', { exact: true }).check();
    await page.getByLabel('Expires after (days, optional)').fill('30');
    await page.getByLabel('Daily limit (optional)').fill('10');
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect.poll(() => page.getByTestId('secret-key').count()).toBe(1);
    const key = (await page.getByTestId('secret-key').textContent()) ?? '';
    expect(key).toMatch(/^hcs_/);
    await page.getByRole('button', { name: 'Copy key' }).click();
    await shot('new-key');
    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.getByTestId('secret-key').count()).toBe(0);

    // Call the API with it: allowed within its group, refused outside.
    for (let i = 0; i < 3; i += 1) expect((await callApi(key)).status).toBe(200);
    const outside = await callApi(key, '/api/v1/usage');
    expect(outside.body.code).toBe('PERMISSION_DENIED');

    // The usage chart shows today's calls.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('button', { name: 'restricted backend' }).click();
    const row = page.locator('tr', { has: page.getByRole('button', { name: 'restricted backend' }) });
    await expect.poll(() => page.getByTestId('usage-chart').getAttribute('data-today')).toBe('3');
    expect(await row.getByTestId('remaining').textContent()).toBe('7');
    expect(await page.locator('.chart canvas').count()).toBe(1);
    await shot('keys-and-usage');
    await expectAccessible();

    // Set its daily limit to 4: one more call, then 429.
    await page.getByLabel('Daily limit of restricted backend').fill('4');
    await row.getByRole('button', { name: 'Set limit' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('is now 4');
    expect((await callApi(key)).status).toBe(200);
    expect((await callApi(key)).status).toBe(429);

    // Revoke with confirmation: the key is refused from then on.
    await row.getByRole('button', { name: 'Revoke' }).click();
    await shot('revoke-confirmation');
    await page.getByRole('button', { name: 'Yes, revoke' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'restricted backend' }).count()).toBe(0);
    const refused = await callApi(key);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('INVALID_AUTH');
    await shot('after-revoke');

    // Sign out: the session is gone.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in' }).count()).toBe(1);
    const session = await page.evaluate(async () => {
      const response = await fetch('/auth/portal/session', { headers: { 'X-Portal-Request': '1' } });
      return response.status;
    });
    expect(session).toBe(403);
  }, 120_000);
});
