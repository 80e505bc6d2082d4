// No API refusal is swallowed (issue 21): walks every mutation of the shell and the remotes and
// checks it goes the one way the kit guarantees. The kit's useMutation shows any refusal nobody
// claimed as a toast (shared/remote-kit/src/use-mutation.test.tsx proves it); the platform form
// claims what it shows on its fields or in FormError; a screen that renders a mutation's refusal
// itself says so (`refusalShownBy: 'screen'`) and is named here with the screen that renders it.
// A write made outside a kit useMutation (a direct api.POST/PUT/PATCH/DELETE) is named here too,
// with the screens that render its refusal; a new, unnamed one fails the walk.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const appFolders = [
  'shell/src',
  ...readdirSync(root)
    .filter((f) => f.startsWith('mfe-'))
    .map((f) => `${f}/src`),
];

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}
const files = appFolders.flatMap(sources).map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

/** Mutations whose screens render the refusal in place, and those screens (each renders a catalogue code). */
const SHOWN_BY_SCREEN: Record<string, string[]> = {
  'mfe-broker/src/features/company-detail/api/start-questionnaire.ts': [
    'mfe-broker/src/features/company-detail/components/company-questionnaire.tsx',
  ],
  'mfe-cyber/src/features/ops-request/api/operations-request.ts': [
    'mfe-cyber/src/features/ops-request/ops-request-page.tsx',
    'mfe-cyber/src/features/ops-request/components/dispute-rulings.tsx',
  ],
  'mfe-cyber/src/features/cyber-success/api/cyber-request.ts': [
    'mfe-cyber/src/features/cyber-success/components/domain-proof.tsx',
  ],
  'mfe-cyber/src/features/cyber-home/api/cancel-cyber-request.ts': [
    'mfe-cyber/src/features/cyber-home/cancel-request-modal.tsx',
  ],
  'mfe-quotes-policies/src/lib/quote-actions.ts': [
    'mfe-quotes-policies/src/components/select-quote-button.tsx',
    'mfe-quotes-policies/src/components/subjectivity-evidence.tsx',
  ],
  'mfe-quotes-policies/src/features/checkout/api/send-for-signature.ts': [
    'mfe-quotes-policies/src/features/checkout/checkout-page.tsx',
  ],
  'mfe-quotes-policies/src/features/renewal/api/start-policy-renewal.ts': [
    'mfe-quotes-policies/src/features/renewal/renewal-page.tsx',
  ],
};

/**
 * Files that write to the API outside a kit useMutation (a direct `api.POST/PUT/PATCH/DELETE`, or a
 * call of a module's exported write), and the screens that render what such a write refuses: each
 * screen puts the caught refusal's catalogue text on the page (`error.${code}`), or the platform
 * form's submit hands it to the screen's FormError.
 */
const WRITES_SHOWN_IN_PLACE: Record<string, string[]> = {
  'mfe-claims/src/features/claim-create/components/claim-report-form.tsx': [
    'mfe-claims/src/features/claim-create/claim-create-page.tsx',
  ],
  'mfe-ipaf/src/components/questionnaire/share-links.tsx': ['mfe-ipaf/src/components/questionnaire/share-links.tsx'],
  'mfe-ipaf/src/components/questionnaire/use-finish.ts': [
    'mfe-ipaf/src/components/questionnaire/questionnaire.tsx',
    'mfe-ipaf/src/features/review/review.tsx',
  ],
  // The autosave (SaveStatus) and the start of a prospect's questionnaire (the welcome).
  'mfe-ipaf/src/features/one-page/one-page.tsx': [
    'mfe-ipaf/src/features/one-page/one-page.tsx',
    'mfe-ipaf/src/components/questionnaire/questionnaire.tsx',
  ],
  'mfe-ipaf/src/features/shared-form/shared-form.tsx': ['mfe-ipaf/src/components/questionnaire/questionnaire.tsx'],
  'mfe-onboarding/src/components/resend-confirmation-form.tsx': [
    'mfe-onboarding/src/components/resend-confirmation-form.tsx',
  ],
  'mfe-onboarding/src/features/broker-register/steps/files-step.tsx': [
    'mfe-onboarding/src/features/broker-register/steps/files-step.tsx',
  ],
  'mfe-onboarding/src/features/broker-signup/broker-signup-form.tsx': [
    'mfe-onboarding/src/features/broker-signup/broker-signup-form.tsx',
  ],
  'mfe-onboarding/src/features/email-confirmation/email-confirmation-page.tsx': [
    'mfe-onboarding/src/features/email-confirmation/email-confirmation-page.tsx',
  ],
  'mfe-onboarding/src/features/password-reset/force-restore-password-page.tsx': [
    'mfe-onboarding/src/features/password-reset/force-restore-password-page.tsx',
  ],
  'mfe-onboarding/src/features/sign-in/sign-in-page.tsx': ['mfe-onboarding/src/features/sign-in/sign-in-page.tsx'],
  'mfe-onboarding/src/features/sign-up/sign-up-page.tsx': ['mfe-onboarding/src/features/sign-up/sign-up-page.tsx'],
  // The guest's tax id check shows "already registered" or "under another broker" on the field.
  'mfe-onboarding/src/features/pre-application/pre-application-page.tsx': [
    'mfe-onboarding/src/features/pre-application/pre-application-page.tsx',
  ],
};

const WRITE = /\bapi\.(POST|PUT|PATCH|DELETE)\(/;
const declaresMutation = (text: string) => /\buseMutation\(/.test(text);
const withoutExtension = (path: string) => path.replace(/\.tsx?$/, '');

/** The exported helpers of a file that write (`export const saveX = (api) => unwrap(api.PUT(...))`). */
function writeHelpers(text: string): string[] {
  return text
    .split(/\nexport /)
    .slice(1)
    .filter((chunk) => WRITE.test(chunk))
    .map((chunk) => /^(?:const|(?:async )?function) (\w+)/.exec(chunk)?.[1] ?? '')
    .filter((name) => /^[a-z]/.test(name) && !name.startsWith('use'));
}

/** The names a file imports from another app file (relative imports, types left out). */
function importsOf(file: { path: string; text: string }): { from: string; names: string[] }[] {
  return [...file.text.matchAll(/^import \{([^}]*)\} from '(\.[^']*)'/gm)].map(([, names, spec]) => ({
    from: join(dirname(file.path), spec!),
    names: names!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(' as ').at(-1)!),
  }));
}

/**
 * Where the app writes outside a kit useMutation: files that hold a write in a component (not in an
 * exported helper), and files that call an imported write helper. A file that declares a kit
 * useMutation is taken to write from its mutationFn, so the kit shows the refusal.
 */
function writesOutsideMutations(): string[] {
  const helpers = new Map(files.map((file) => [withoutExtension(file.path), writeHelpers(file.text)]));
  return files
    .filter((file) => !declaresMutation(file.text))
    .filter((file) => {
      const inline = WRITE.test(file.text) && writeHelpers(file.text).length === 0;
      const callsHelper = importsOf(file).some(({ from, names }) =>
        names.some((name) => helpers.get(from)?.includes(name) && new RegExp(`\\b${name}\\(`).test(file.text)),
      );
      return inline || callsHelper;
    })
    .map((file) => file.path);
}

describe('every mutation shows its refusals', () => {
  const mutations = files.filter((file) => /\buseMutation\(/.test(file.text));

  it('finds the mutations of the shell and the remotes', () => {
    expect(mutations.length).toBeGreaterThan(15);
  });

  it.each(mutations.map((file) => [file.path, file.text]))('%s writes through the kit’s useMutation', (_path, text) => {
    expect(text).toMatch(/import \{[^}]*\buseMutation\b[^}]*\} from '@platform\/remote-kit'/);
    expect(text).not.toMatch(/from '@tanstack\/react-query'/);
  });

  it('lets no app import the query library around the kit', () => {
    expect(files.filter((file) => file.text.includes("'@tanstack/react-query'")).map((f) => f.path)).toEqual([]);
  });

  it('names the screen of every mutation that shows its refusal itself', () => {
    const optedOut = files.filter((file) => file.text.includes("refusalShownBy: 'screen'")).map((f) => f.path);
    expect(optedOut.sort()).toEqual(Object.keys(SHOWN_BY_SCREEN).sort());
    for (const screens of Object.values(SHOWN_BY_SCREEN))
      for (const screen of screens) expect(readFileSync(join(root, screen), 'utf8')).toMatch(/errorCodeOf\(/);
  });

  it('hands every awaited refusal to the platform form, or claims it where the screen shows it', () => {
    const unhanded = files
      .filter((file) => file.text.includes('.mutateAsync('))
      .filter((file) => !/\.submit\(|claimRefusal\(/.test(file.text))
      .map((file) => file.path);
    expect(unhanded).toEqual([]);
  });

  it('names the screen that shows the refusal of every write made outside a kit useMutation', () => {
    expect(writesOutsideMutations().sort()).toEqual(Object.keys(WRITES_SHOWN_IN_PLACE).sort());
    for (const screens of Object.values(WRITES_SHOWN_IN_PLACE))
      for (const screen of screens)
        expect(readFileSync(join(root, screen), 'utf8')).toMatch(/`error\.\$\{|<FormError code=\{form\.formError\}/);
  });
});
