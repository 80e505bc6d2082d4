import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The boundary problems ESLint reports for `code` as if it were the file at `filePath` (which need not exist). */
async function boundaryProblems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'platform/feature-boundaries').map((m) => m.messageId);
}

const FEATURE_FILE = 'mfe-onboarding/src/features/sign-up/components/sign-up-card.tsx';

// The first lint loads the whole configuration and its parsers: seconds on a loaded machine.
describe('the feature boundaries lint rule', { timeout: 60_000 }, () => {
  it('fails a feature that imports another feature', async () => {
    expect(
      await boundaryProblems(FEATURE_FILE, "import { useMembers } from '../../team-members/api/list-members';\n"),
    ).toEqual(['otherFeature']);
  });

  it('lets a feature import its own folder, the remote’s components/ and lib/, and shared public entries', async () => {
    const code = [
      "import { signUpProblems } from '../sign-up-form';",
      "import { SelectField } from '../../../components/fields';",
      "import { accountMessage } from '../../../lib/account-form-rules';",
      "import { usePlatformForm } from '@platform/remote-kit';",
      "import { renderScreen } from '@platform/remote-kit/testing';",
      '',
    ].join('\n');
    expect(await boundaryProblems(FEATURE_FILE, code)).toEqual([]);
  });

  it('fails a deep import into a shared package and a path out of the remote', async () => {
    const code = [
      "import { usePlatformForm } from '@platform/remote-kit/src/forms/use-platform-form';",
      "import { TextField } from '../../../../../shared/ui/src/text-field';",
      '',
    ].join('\n');
    expect(await boundaryProblems(FEATURE_FILE, code)).toEqual(['deepImport', 'outsideRemote']);
  });

  it('lets a test read the remote’s messages and testing helpers', async () => {
    const code = "import { messages } from '../../messages';\n";
    expect(await boundaryProblems('mfe-onboarding/src/features/sign-up/sign-up-page.test.tsx', code)).toEqual([]);
  });
});
