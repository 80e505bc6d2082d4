import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const remotes = ['mfe-onboarding', 'mfe-ipaf', 'mfe-quotes-policies', 'mfe-claims', 'mfe-cyber', 'mfe-broker'];
const appImport = (name) => [name, `${name}/*`, `**/${name}`, `**/${name}/**`];

// The import boundaries of architecture.md, enforced:
// a remote never imports another remote or the shell; shared/ never imports an app or the API.
const boundary = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: forbidden.flatMap(appImport), message }] }],
});

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
    rules: boundary(
      [...remotes, 'shell', 'shared/ui', '@platform/ui', '@platform/session'],
      'The API may use shared domain rules only.',
    ),
  },
);
