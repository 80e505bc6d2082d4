import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from './shared-singletons.mjs';
import { pluginPrecompress } from './precompress.mjs';
import { buildDeclaration } from './declaration.mjs';
import { federatedFastRefresh } from './fast-refresh.mjs';
import { pluginEsmFederationRuntime } from './esm-federation-runtime.mjs';
import { pluginStandaloneFirstScreens } from './standalone-first-screens.mjs';

export { SINGLETONS, sharedSingletons } from './shared-singletons.mjs';
export { readAppMeta, pluginAppMeta } from './app-meta.mjs';
export { precompress, pluginPrecompress } from './precompress.mjs';
export { buildDeclaration, compatibleLine } from './declaration.mjs';
export { esmBuildOf, pluginEsmFederationRuntime } from './esm-federation-runtime.mjs';
export { bundleFirstScreen, standaloneFirstScreenFile } from './standalone-first-screens.mjs';

/**
 * Dev-server proxy rules that put the API's `/v3` and `/oidc` on the page's own origin, with the
 * secret `npm run dev` shares with the API (PROXY_SECRET): the API believes the forwarded
 * headers only with it (api/src/plugins/app/trusted-proxy.ts).
 */
export const apiProxy = (target, secret = process.env.PROXY_SECRET) => {
  const rule = { target, xfwd: true, ...(secret ? { headers: { 'x-proxy-secret': secret } } : {}) };
  return { '/v3': rule, '/oidc': rule };
};

/**
 * The one rsbuild + module-federation configuration the shell and the six remotes share.
 *
 * - `loaded-first` share strategy: the default would fetch every remote entry on first load.
 * - Remotes get an absolute asset prefix (or `auto`), else the shell fetches their chunks from itself.
 * - The manifest and remote entry are never cached; hashed chunks are (see scripts/serve-static.mjs).
 * - Every text file is also written brotli- and gzip-compressed, for the static server to send.
 * - What the app is built against (contract version, shared singletons' majors) goes into a
 *   remote's manifest (`metaData.platform`), read by the shell before it runs any of the remote's
 *   code, and into every app's code as `process.env.PLATFORM_BUILD` (the shell's own).
 * - `firstScreens` are exposed like `exposes`, and also built alone with Preact
 *   (`first-screens/<module>.js`, standalone-first-screens.mjs): what the shell's boot draws first.
 */
export function createAppConfig({
  appRoot,
  name,
  port,
  exposes: parts,
  firstScreens = {},
  entry,
  title = 'Seguro Empresarial',
  extra = {},
}) {
  const exposes = parts && { ...parts, ...firstScreens };
  const isRemote = Boolean(exposes);
  const standalone = process.env.STANDALONE === '1';
  const publicUrl = process.env.PUBLIC_ASSET_URL || (isRemote ? `http://localhost:${port}/` : '/');
  const declaration = buildDeclaration(appRoot);
  // `rsbuild dev` of the shell or of a remote the shell loads: one Fast Refresh runtime for both.
  // A standalone remote is its own host, with its own runtime.
  const fastRefresh =
    process.env.NODE_ENV !== 'production' && !standalone ? federatedFastRefresh({ name, isRemote }) : null;
  return defineConfig({
    ...extra,
    source: {
      entry: entry ?? { index: './src/index.ts' },
      ...(extra.source ?? {}),
      define: { 'process.env.PLATFORM_BUILD': JSON.stringify(JSON.stringify(declaration)), ...extra.source?.define },
    },
    server: {
      port,
      strictPort: true,
      headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
      historyApiFallback: true,
      // A standalone remote's page fronts the API on its own origin, as the shell's does: the
      // API's OpenID provider (PUBLIC_URL = this origin) signs people in here.
      ...(isRemote && standalone ? { proxy: apiProxy(process.env.API_URL ?? 'http://localhost:4000') } : {}),
      ...(extra.server ?? {}),
    },
    dev: {
      assetPrefix: publicUrl,
      // A remote's HMR client runs inside the shell's page: it must reach the remote's own dev
      // server for its updates, not the page's origin (the shell's).
      ...(isRemote ? { client: { host: 'localhost', port } } : {}),
      // Rsbuild compiles dynamic imports on first request by default; with module federation the
      // shared modules behind the async boundary (`import('./bootstrap')`) then miss their
      // factories and the page dies with "Cannot read properties of undefined (reading 'call')".
      lazyCompilation: false,
      ...(extra.dev ?? {}),
    },
    output: {
      assetPrefix: publicUrl,
      filenameHash: true,
      // Only a build replaces dist/: `rsbuild dev` serves from memory, and cleaning would leave the
      // remote's last build empty for the next `npm run dev` of another remote, which serves it.
      cleanDistPath: process.env.NODE_ENV === 'production',
      ...(extra.output ?? {}),
    },
    html: { title, ...(extra.html ?? {}) },
    performance: { chunkSplit: { strategy: 'split-by-experience' }, ...(extra.performance ?? {}) },
    plugins: [
      pluginReact(fastRefresh ? { reactRefreshOptions: fastRefresh.reactRefreshOptions } : {}),
      ...(fastRefresh ? [fastRefresh.plugin] : []),
      pluginModuleFederation({
        name,
        ...(isRemote ? { exposes, filename: 'remoteEntry.js' } : {}),
        manifest: {
          filePath: '',
          additionalData: ({ stats }) => ({ ...stats, metaData: { ...stats.metaData, platform: declaration } }),
        },
        dts: false,
        shareStrategy: 'loaded-first',
        // The federation runtime (~30 KB gzip) ships once, with the shell; remotes use it.
        // A standalone remote (STANDALONE=1) carries its own, as it has no shell.
        experiments: {
          ...(isRemote ? (standalone ? {} : { externalRuntime: true }) : { provideExternalRuntime: true }),
          // A remote consumes no other remote (the shell loads them all): its entry leaves out the
          // bundler runtime's remote loading. A remote that starts consuming one must drop this.
          optimization: { target: 'web', ...(isRemote ? { disableRemote: true } : {}) },
        },
        shared: sharedSingletons(appRoot),
      }),
      ...(Object.keys(firstScreens).length
        ? [pluginStandaloneFirstScreens({ appRoot, modules: firstScreens, contract: declaration.contract })]
        : []),
      pluginPrecompress(),
      // A production build bundles the federation packages' ES module builds (tree-shaken).
      ...(process.env.NODE_ENV === 'production' ? [pluginEsmFederationRuntime()] : []),
      ...(extra.plugins ?? []),
    ],
  });
}
