import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module read by rsbuild configs
import { SINGLETONS } from './shared-singletons.mjs';

const workspace = path.resolve(import.meta.dirname, '../../..');

/**
 * Where the signed-in start begins: the full shell's bootstrap and the homes' remotes (the customer
 * home and its quote link, the broker home). From there every module a static import reaches is
 * fetched before the page answers input; the workspace's shared packages are followed through
 * their package.json `exports`, screens behind `import()` are not. The kit's form layer too: the
 * shell preloads it at idle when the first page is not a remote's, and the customer home's page
 * was measured fetching it before it answered input.
 */
const START = [
  // The boot's chunk and the customer home's first screen, drawn before the full shell (h-firstscreen).
  'shell/src/boot/warm-remote.ts',
  'mfe-quotes-policies/src/first-screen.tsx',
  // The broker home's first screen (h-brokerfirst).
  'mfe-broker/src/first-screen.tsx',
  // The quote link's first screen (h-quotefirst).
  'mfe-quotes-policies/src/quote-link-first-screen.tsx',
  'shell/src/bootstrap.tsx',
  'mfe-quotes-policies/src/parcel.ts',
  'mfe-broker/src/parcel.ts',
  'shared/remote-kit/src/forms/index.ts',
];

const PACKAGE_DIRS: Record<string, string> = {
  '@platform/api-client': 'shared/api-client',
  '@platform/event-bus': 'shared/event-bus',
  '@platform/i18n': 'shared/i18n',
  '@platform/remote-contract': 'shared/remote-contract',
  '@platform/remote-kit': 'shared/remote-kit',
  '@platform/session': 'shared/session',
  '@platform/ui': 'shared/ui',
};
const DOMAIN_DIR = 'shared/domain';

const sourceOf = (base: string) =>
  [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );

function entryOf(specifier: string): string | undefined {
  const dirs: Record<string, string> = { ...PACKAGE_DIRS, '@platform/domain': DOMAIN_DIR };
  const name = Object.keys(dirs).find((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`));
  if (!name) return undefined;
  const dir = path.join(workspace, dirs[name]!);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, string>;
  };
  const target = (manifest.exports ?? { '.': './src/index.ts' })[`.${specifier.slice(name.length)}`];
  return target ? path.join(dir, target) : undefined;
}

interface DomainImport {
  file: string;
  specifier: string;
}

/**
 * What the start imports: the `@platform/domain` specifiers that bring code (not only types), by
 * file, and the libraries the domain's subpaths it takes bring with them.
 */
function importsOfStart(start: readonly string[] = START): { domain: DomainImport[]; libraries: Set<string> } {
  const seen = new Set<string>();
  const found: DomainImport[] = [];
  const libraries = new Set<string>();
  const visit = (file: string | undefined) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, keyword, typeOnly, names, specifier] of source.matchAll(
      /^(import|export)\s+(type\s+)?([^;]*?)\s*from\s*'([^']+)'/gms,
    )) {
      const onlyTypes =
        Boolean(typeOnly) ||
        (keyword === 'import' &&
          /^\{[^}]*\}$/.test(names!.trim()) &&
          names!
            .replace(/[{}\s]/g, '')
            .split(',')
            .filter(Boolean)
            .every((name) => name.startsWith('type')));
      if (onlyTypes) continue;
      const inDomain = path.relative(workspace, file).startsWith(DOMAIN_DIR);
      if (specifier!.startsWith('@platform/domain') && !inDomain) {
        found.push({ file: path.relative(workspace, file), specifier: specifier! });
        // The root is reported above; walking it would only repeat the whole domain.
        if (specifier !== '@platform/domain') visit(entryOf(specifier!));
      } else if (inDomain && !specifier!.startsWith('.') && !specifier!.startsWith('@platform/'))
        libraries.add(specifier!);
      else if (specifier!.startsWith('.')) visit(sourceOf(path.resolve(path.dirname(file), specifier!)));
      else visit(entryOf(specifier!));
    }
    for (const [, specifier] of source.matchAll(/^import\s+'(\.[^']+)'/gm))
      visit(sourceOf(path.resolve(path.dirname(file), specifier!)));
  };
  for (const file of start) visit(path.join(workspace, file));
  return { domain: found, libraries };
}

describe("the signed-in start and @platform/domain (docs/performance.md, 'h-domain')", () => {
  const { domain: imports, libraries } = importsOfStart();

  it('walks the shell, the shared packages and the homes', () => {
    const files = new Set(imports.map((found) => found.file.split('/')[0]));
    expect([...files]).toEqual(expect.arrayContaining(['shell', 'shared', 'mfe-quotes-policies', 'mfe-broker']));
  });

  it("imports none of the domain's root, which would fetch all of it before the page answers", () => {
    expect(imports.filter((found) => found.specifier === '@platform/domain')).toEqual([]);
  });

  it('takes each narrow subpath as a shared singleton, fetched once for the shell and every remote', () => {
    const notShared = imports.filter((found) => !SINGLETONS.includes(found.specifier));
    expect(notShared).toEqual([]);
  });

  it('brings no questionnaire definitions (150 questions: a 400 ms task at 4x CPU before the home answered)', () => {
    expect(imports.filter((found) => found.specifier.endsWith('/questionnaire-definitions'))).toEqual([]);
  });

  it("takes the error catalogue's codes, not its texts in three languages (one is loaded for the person's)", () => {
    expect(imports.filter((found) => found.specifier === '@platform/domain/errors')).toEqual([]);
  });

  it("takes the broker gate's steps and the book's statuses, not the broker area's rules (registration checks)", () => {
    expect(imports.filter((found) => found.specifier === '@platform/domain/broker')).toEqual([]);
  });

  it("brings no date library: the subpaths' lists and formatters leave the rules that need one behind", () => {
    expect([...libraries].filter((library) => library.includes('date-fns'))).toEqual([]);
  });
});

/**
 * The guest pages drawn by the boot code without the full shell (the slim sign-in and sign-up, the
 * public signing and certificate pages): within 130 KB before they answer input (issue 25).
 */
const GUEST_START = [
  'shell/src/boot/slim-sign-in.tsx',
  'shell/src/boot/slim-sign-up.tsx',
  'shell/src/public-pages/signature/start-signature.tsx',
  'shell/src/public-pages/certificate/start-certificate.tsx',
];

describe('the guest pages drawn by the boot code and @platform/domain', () => {
  const { domain: imports } = importsOfStart(GUEST_START);

  it('walks the four pages', () => {
    const folders = new Set(imports.map((found) => found.file.split('/')[2]));
    expect([...folders]).toEqual(expect.arrayContaining(['boot', 'public-pages']));
  });

  it("takes the error catalogue's texts in the page's language alone, not the three", () => {
    const allLanguages = ['@platform/domain/errors', '@platform/domain/error-messages'];
    expect(imports.filter((found) => allLanguages.includes(found.specifier))).toEqual([]);
  });
});
