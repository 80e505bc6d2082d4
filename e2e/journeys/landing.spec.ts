import { expect, test } from '@playwright/test';
import { embeddedIssuerMetadata } from '../../shell/src/auth/issuer-metadata';

// Issue 10, section 4: what a guest opening `/` sees first must not wait for the whole shell.

test('a guest opening / leaves for the provider before React loads, without a discovery request', async ({ page }) => {
  const firstPage: string[] = [];
  const discovery: string[] = [];
  const remotes: string[] = [];
  let left = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/.well-known/openid-configuration')) discovery.push(url.pathname);
    if (url.pathname === '/oidc/auth') left = true;
    if (!left && request.resourceType() === 'script') firstPage.push(request.url());
    if (/remoteEntry|mf-manifest/.test(url.pathname)) remotes.push(url.href);
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
  await expect(page.getByLabel('E-mail')).toBeVisible();

  expect(discovery).toEqual([]);
  // The sign-in page is the shell's slim one: no federation remote is fetched for it.
  expect(remotes).toEqual([]);
  expect(firstPage.length).toBeGreaterThan(0);
  // Every React build carries its error-decoder address: none of the first page's scripts does.
  for (const url of firstPage) {
    const body = await (await page.request.get(url)).text();
    expect(body.includes('react.dev/errors'), url).toBe(false);
  }
});

test('the endpoints the shell assumes for the embedded provider are the ones it publishes', async ({ request }) => {
  const published = (await (await request.get('/oidc/.well-known/openid-configuration')).json()) as Record<
    string,
    unknown
  >;
  const assumed = embeddedIssuerMetadata(published.issuer as string);
  for (const [key, value] of Object.entries(assumed)) expect(published[key], key).toBe(value);
});
