import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './scripts/eslint/feature-boundaries.js';

// Every remote is a top-level `mfe-*` folder: a new one is covered without editing this file.
const remotes = readdirSync(import.meta.dirname).filter((folder) => folder.startsWith('mfe-'));
// The API by its source folders: a remote's features have `api/` folders of their own.
const appImport = (name) =>
  name === 'api' ? ['**/api/src/**', '**/api/test/**'] : [name, `${name}/*`, `**/${name}`, `**/${name}/**`];

// The import boundaries between apps (docs/frontend-pattern.md, "The folder"), enforced:
// a remote never imports another remote or the shell; shared/ never imports an app or the API.
const boundary = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: forbidden.flatMap(appImport), message }] }],
});
const apiForbidden = [...remotes, 'shell', 'shared/ui', '@platform/ui', '@platform/session'];
const apiMessage = 'The API may use shared domain rules only.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'shared/ui/catalogue/**',
      '**/.data/**',
      '**/*.gen.ts',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**`],
    rules: boundary(
      [...remotes.filter((r) => r !== remote), 'shell', 'api'],
      `${remote} may not import another remote, the shell or the API: talk through the URL, the event bus or the session store.`,
    ),
  })),
  {
    // Inside a remote: a feature imports its own folder, the remote's components/ and lib/, and the
    // public entry of each shared package (no deep imports), so features can move or go alone.
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    plugins: { platform: boundaries },
    rules: { 'platform/feature-boundaries': 'error' },
  },
  {
    files: ['shell/**'],
    rules: boundary(
      [...remotes, 'api'],
      'The shell loads remotes at runtime through the registry; it never imports them or the API.',
    ),
  },
  {
    files: ['shared/**'],
    rules: boundary([...remotes, 'shell', 'api'], 'shared/ is imported by apps, never the other way round.'),
  },
  {
    files: ['api/**'],
    rules: boundary(apiForbidden, apiMessage),
  },
  // The API's modules (api/README.md, "Layout"): a module imports lib/, db/, the configuration and
  // another module's public index.ts, never another module's files nor the app's plumbing.
  // (Repeats the API rule above: a later no-restricted-imports replaces it for these files.)
  {
    files: ['api/src/modules/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: apiForbidden.flatMap(appImport), message: apiMessage },
            {
              regex: String.raw`^\.\./(?!\.)[^/]+/(?!index$).+|^(\.\./)+modules/[^/]+/(?!index$).+`,
              message: "Import another module through its public index.ts ('../<module>'), not its files.",
            },
            {
              regex: String.raw`^(\.\./)+(app|server|plugins|oidc|seed|scripts)(/|$)`,
              message: 'A module uses lib/ and db/; the app, its plugins and the provider use the modules.',
            },
          ],
        },
      ],
    },
  },
);
