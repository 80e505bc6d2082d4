import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Modules loaded once, from the shell, by every app (shared/build-preset/README.md).
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
  // The domain's parts the signed-in start needs, each shared apart (docs/performance.md, h-domain):
  // the root brings the whole domain, so the shell, the shared packages and the homes' first
  // screens import these, and the root (its other parts) loads with the screens that need it.
  '@platform/domain/locale',
  '@platform/domain/errors',
  '@platform/domain/formatting',
  '@platform/domain/tax-id',
  '@platform/domain/revenue-bands',
  '@platform/domain/statuses',
  '@platform/domain/live-topics',
  '@platform/domain/form-status',
  '@platform/domain/questionnaire-definitions',
  '@platform/domain/quote-status',
  '@platform/domain/quote-terms',
  '@platform/domain/broker',
  '@platform/domain/team',
  // The catalogue's codes without its texts (h-broker): the texts load one language at a time.
  '@platform/domain/error-codes',
  // The broker area's gate and book without the registration's rules (h-broker).
  '@platform/domain/broker-side-status',
  '@platform/domain/broker-register-steps',
  // The quote link's first screen (h-quotefirst): its money, purchase path, coverage sentences and
  // the countries' price rules, without the root.
  '@platform/domain/money',
  '@platform/domain/purchase-path',
  '@platform/domain/coverage-texts',
  '@platform/domain/country-rules',
  '@platform/domain/country-checkout',
  // The compare screen's heading, which the shell's first paint and landing import too.
  '@platform/domain/quote-compare-title',
  '@platform/session',
  '@platform/event-bus',
  '@platform/i18n',
  '@platform/ui',
  // The page's frame and plain blocks apart, for the homes' first screens (h-homechain).
  '@platform/ui/page-parts',
  // The plain controls apart too, for the broker home's first screen (h-brokerintl).
  '@platform/ui/controls',
  '@platform/api-client',
  '@platform/remote-contract',
  '@platform/remote-kit',
  // The kit's form layer (react-hook-form) apart, so a page without a form does not load it.
  '@platform/remote-kit/forms',
];

/**
 * What the apps import from the shared packages worth trimming. A shared module cannot be
 * tree-shaken by one app's build (another app may need any export), so the union is declared
 * here, once; a test checks that every import in the workspace is listed.
 */
export const USED_EXPORTS = {
  'react-intl': ['FormattedMessage', 'IntlProvider', 'ReactIntlErrorCode', 'useIntl'],
  'react-router': [
    'BrowserRouter',
    'Link',
    'MemoryRouter',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'Router',
    'RouterProvider',
    'Routes',
    'createBrowserRouter',
    'createMemoryRouter',
    'createPath',
    'matchRoutes',
    'useBlocker',
    'useLocation',
    'useNavigate',
    'useParams',
    'useRouteError',
    'useSearchParams',
  ],
};

/** The package that owns a module specifier ('react-dom/client' -> 'react-dom'). */
export const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/**
 * The `shared` option for module federation. Versions come from the installed packages:
 * under pnpm, package.json says `catalog:` or `workspace:*`, which federation cannot compare.
 *
 * Shared tree shaking is for production builds only: in a dev build (`rsbuild dev`) it marks
 * the federation runtime's own `__exportAll` helper unused and drops it, so the page dies with
 * `require_runtime.__exportAll is not a function` before React (and Fast Refresh) starts.
 */
export function sharedSingletons(appRoot, { treeShake = process.env.NODE_ENV === 'production' } = {}) {
  const require = createRequire(path.join(appRoot, 'package.json'));
  // An app shares what it depends on; a singleton only remotes use (the remote kit) is
  // provided by the first remote that loads it.
  const own = readManifest(path.join(appRoot, 'package.json'));
  const deps = new Set(Object.keys({ ...own.dependencies, ...own.devDependencies }));
  return Object.fromEntries(
    SINGLETONS.filter((specifier) => deps.has(packageOf(specifier))).map((specifier) => {
      const version = installedVersion(require, packageOf(specifier));
      const treeShaking =
        treeShake && USED_EXPORTS[specifier]
          ? { treeShaking: { mode: 'runtime-infer', usedExports: USED_EXPORTS[specifier] } }
          : {};
      return [specifier, { singleton: true, requiredVersion: `^${version}`, version, ...treeShaking }];
    }),
  );
}

/** The installed version of a package, found by walking up from its entry (some packages don't export package.json). */
function installedVersion(require, name) {
  let dir = path.dirname(require.resolve(name));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = readManifest(file);
      if (manifest.name === name) return manifest.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`cannot find the installed version of ${name}`);
}

const readManifest = (file) => JSON.parse(readFileSync(file, 'utf8'));
