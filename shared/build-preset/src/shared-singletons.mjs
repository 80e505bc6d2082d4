import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Modules loaded once, from the shell, by every app (architecture.md).
 * react-dom/client and react/jsx-runtime are listed on their own: sharing react-dom alone
 * silently loads a second react-dom for parcels.
 */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-intl',
  'zustand',
  'single-spa-react',
  '@platform/domain',
  '@platform/session',
  '@platform/event-bus',
  '@platform/i18n',
  '@platform/ui',
  '@platform/api-client',
  '@platform/remote-contract',
  '@platform/remote-kit',
];

/** The package that owns a module specifier ('react-dom/client' -> 'react-dom'). */
export const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/**
 * The `shared` option for module federation. Versions come from the installed packages:
 * under pnpm, package.json says `catalog:` or `workspace:*`, which federation cannot compare.
 */
export function sharedSingletons(appRoot) {
  const require = createRequire(path.join(appRoot, 'package.json'));
  return Object.fromEntries(
    SINGLETONS.map((specifier) => {
      const version = require(`${packageOf(specifier)}/package.json`).version;
      return [specifier, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}
