import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Response } from '@playwright/test';
// @ts-expect-error plain ESM script shared with `npm run check:dev`
import { DEV_CHECKS, editComponent, openSignedIn, startDev } from '../../scripts/dev-check.mjs';

// One remote proves the two ways a team develops (npm run check:dev proves all six).
const REMOTE = 'mfe-claims';
const { id } = DEV_CHECKS[REMOTE] as { id: string };

// A throwaway embedded database for the dev API: a developer's own api/.data is left alone.
let dataDir: string;
test.beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-dev-'));
});
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test.describe.configure({ mode: 'serial' });

test('npm run dev -- mfe-claims: the shell renders the area from the dev server, and an edit appears without a reload', async ({
  page,
}) => {
  const dev = await startDev(REMOTE, { env: { PGLITE_DIR: dataDir } });
  try {
    await openSignedIn(page, REMOTE);
    await expect(page.locator(`#${id}`)).toBeVisible();
    // A reload would lose the window's marker; a remount (the screen's state lost) would replace the element.
    await page.evaluate((id) => {
      (globalThis as { devMarker?: string }).devMarker = 'kept';
      (document.getElementById(id) as HTMLElement & { kept?: boolean }).kept = true;
    }, id);
    const sameElement = () =>
      page.evaluate((id) => (document.getElementById(id) as (HTMLElement & { kept?: boolean }) | null)?.kept, id);

    const edit = editComponent(REMOTE, id);
    try {
      await expect(page.getByText(edit.marker)).toBeVisible({ timeout: 90_000 });
      // No reload: what the page held before the edit is still there.
      expect(await page.evaluate(() => (globalThis as { devMarker?: string }).devMarker)).toBe('kept');
      expect(await sameElement()).toBe(true);
      await expect(page.locator(`#${id}`)).toContainText(edit.marker);
    } finally {
      edit.restore();
    }
    expect(readFileSync(path.resolve(import.meta.dirname, '../..', edit.file), 'utf8')).not.toContain(edit.marker);
    // Restoring the file is an edit too: the text goes, still without a reload.
    await expect(page.getByText(edit.marker)).toHaveCount(0, { timeout: 90_000 });
    expect(await page.evaluate(() => (globalThis as { devMarker?: string }).devMarker)).toBe('kept');
  } finally {
    await dev.stop();
  }
});

test('npm run dev -- mfe-claims --standalone: the remote alone signs in through the API and renders the area', async ({
  page,
}) => {
  const api: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/v3/')) api.push(response);
  });
  const dev = await startDev(REMOTE, { standalone: true, env: { PGLITE_DIR: dataDir } });
  try {
    await openSignedIn(page, REMOTE, { standalone: true });
    await expect(page).toHaveURL(`http://localhost:3004${DEV_CHECKS[REMOTE].path}`);
    await expect(page.locator(`#${id}`)).toBeVisible();
    // Signed in: the user was loaded and the area's own API reads were answered, none refused.
    await expect.poll(() => api.filter((response) => response.ok()).length).toBeGreaterThan(1);
    expect(api.map((response) => new URL(response.url()).pathname)).toContain('/v3/me');
    expect(api.filter((response) => response.status() === 401)).toEqual([]);
    // Kept by oidc-client-ts in this tab, as the shell keeps its own.
    expect(await page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('oidc.user:')))).toBe(
      true,
    );
  } finally {
    await dev.stop();
  }
});
