// @vitest-environment node
// The modules' import boundary (eslint.config.js, api/README.md "Layout") fails lint when crossed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives `source` imported from a file of the invitations module. */
async function refusals(source: string) {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport { x };\n`, {
    filePath: path.join(root, 'api/src/modules/invitations/fixture.ts'),
  });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint loads the whole configuration and its parsers: seconds on a loaded machine.
describe('API module boundaries', { timeout: 60_000 }, () => {
  it.each(['../accounts', '../accounts/index', '../../lib/errors', '../../db/schema', '../../config', './routes'])(
    'lets a module import %s',
    async (source) => {
      expect(await refusals(source)).toEqual([]);
    },
  );

  it.each(['../accounts/account-links', '../../modules/accounts/sign-up'])(
    "refuses another module's internals: %s",
    async (source) => {
      expect(await refusals(source)).toEqual([expect.stringContaining('public index.ts')]);
    },
  );

  it.each(['../../plugins/app/auth', '../../app', '../../oidc/provider'])(
    "refuses the app's plumbing: %s",
    async (source) => {
      expect(await refusals(source)).toEqual([expect.stringContaining('lib/ and db/')]);
    },
  );

  it('keeps the API away from the front ends', async () => {
    expect(await refusals('@platform/ui')).toEqual([expect.stringContaining('shared domain rules only')]);
  });
});
