import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';

// Issue 14: one team deploys its remote alone and rolls it back; the shell refuses a remote built
// against a contract it does not know. Deploys go to the run's throwaway DEPLOY_DIR (global-setup),
// which the servers also serve; the changed remotes are built from temporary copies of its source.
const ROOT = path.resolve(import.meta.dirname, '../..');
const CLAIMS = path.join(ROOT, 'mfe-claims');
const copies: string[] = [];

/** `npm run deploy:remote -- mfe-claims ...`, as a team runs it. */
const deployClaims = (...args: string[]) =>
  execFileSync('npm', ['run', '-s', 'deploy:remote', '--', 'mfe-claims', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });

/** sha256 of every file of the shell's build, by path. */
function shellHashes(): Record<string, string> {
  const dist = path.join(ROOT, 'shell/dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dist, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
    }),
  );
}

/**
 * A copy of the claims remote's source with `change` applied to it. Its dependencies are the
 * workspace's, linked; with `contract`, @platform/remote-contract is a copy declaring that version.
 */
function claimsCopy(change: (source: string) => string, contract?: number): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'mfe-claims-'));
  copies.push(copy);
  cpSync(CLAIMS, copy, {
    recursive: true,
    filter: (from) => !/^(node_modules|dist)\b/.test(path.relative(CLAIMS, from)),
  });
  const messages = path.join(copy, 'src/messages.ts');
  writeFileSync(messages, change(readFileSync(messages, 'utf8')));
  const modules = path.join(CLAIMS, 'node_modules');
  if (contract === undefined) {
    symlinkSync(modules, path.join(copy, 'node_modules'));
    return copy;
  }
  mkdirSync(path.join(copy, 'node_modules/@platform'), { recursive: true });
  for (const name of readdirSync(modules).filter((name) => name !== '@platform'))
    symlinkSync(realpathSync(path.join(modules, name)), path.join(copy, 'node_modules', name));
  for (const name of readdirSync(path.join(modules, '@platform'))) {
    const real = realpathSync(path.join(modules, '@platform', name));
    const target = path.join(copy, 'node_modules/@platform', name);
    if (name !== 'remote-contract') {
      symlinkSync(real, target);
      continue;
    }
    cpSync(real, target, { recursive: true, filter: (from) => !/^node_modules\b/.test(path.relative(real, from)) });
    symlinkSync(path.join(real, 'node_modules'), path.join(target, 'node_modules'));
    writeFileSync(path.join(target, 'src/contract.json'), JSON.stringify({ version: contract }));
  }
  return copy;
}

const claimsArea = (page: Page) => page.locator('[data-remote="mfe_claims"]');

/** The open page checks for a new version at once (as when the tab comes back online), and reloads into it. */
async function acceptUpdate(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const dialog = page.getByRole('dialog', { name: 'Nova versão disponível' });
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Recarregar' }).click();
  await reloaded;
}

test.afterAll(() => {
  // The other journeys get the registry of the shell's build again.
  rmSync(path.join(process.env.DEPLOY_DIR!, 'registry/registry.json'), { force: true });
  rmSync(path.join(process.env.DEPLOY_DIR!, 'history'), { recursive: true, force: true });
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

test('a remote deployed alone reaches an open page through the update prompt, and rollback brings the old one back; the shell is untouched', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shellBefore = shellHashes();
  await signIn(page, 'cliente@demo.local', '/dashboard/claims/home');
  await expect(claimsArea(page).getByRole('heading', { name: 'Sinistros', exact: true })).toBeVisible();

  const changed = claimsCopy((source) =>
    source.replace("'claims.title': 'Sinistros',", "'claims.title': 'Sinistros da nova versão',"),
  );
  expect(deployClaims('--source', changed)).toMatch(/mfe-claims now 0\.3\.\d+-\w+/);
  // New visitors get it: the registry they load points at the new versioned folder.
  const registry = (await (await request.get('/registry.json')).json()) as {
    remotes: { name: string; manifestUrl: string }[];
  };
  const manifestUrl = registry.remotes.find((entry) => entry.name === 'mfe_claims')!.manifestUrl;
  expect(manifestUrl).toMatch(/^http:\/\/localhost:3004\/0\.3\.\d+-\w+\/mf-manifest\.json$/);
  // The open page is asked, and shows the new text after reloading.
  await acceptUpdate(page);
  await expect(claimsArea(page).getByRole('heading', { name: 'Sinistros da nova versão' })).toBeVisible();

  expect(deployClaims('--rollback')).toContain('mfe-claims now initial');
  await acceptUpdate(page);
  await expect(claimsArea(page).getByRole('heading', { name: 'Sinistros', exact: true })).toBeVisible();

  expect(shellHashes()).toEqual(shellBefore);
});

test('a remote built against a contract the shell does not know shows the error view in its area only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('is not compatible with this shell')) refusals.push(message.text());
  });
  const next = JSON.parse(readFileSync(path.join(ROOT, 'shared/remote-contract/src/contract.json'), 'utf8')) as {
    version: number;
  };
  deployClaims(
    '--source',
    claimsCopy((source) => source, next.version + 1),
  );

  await signIn(page, 'cliente@demo.local', '/dashboard/claims/home');
  const area = claimsArea(page);
  await expect(area.getByRole('alert')).toContainText('Há um erro inesperado');
  await expect(area.getByRole('alert')).toContainText('publicada para outra versão do aplicativo');
  expect(refusals.join('\n')).toContain(`built for contract ${next.version + 1}, the shell knows ${next.version}`);

  // The rest of the app works: the navigation, and another remote's area.
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Início' }).click();
  await expect(page.locator('[data-remote="mfe_quotes_policies"][data-state="mounted"]')).toBeVisible();
});
