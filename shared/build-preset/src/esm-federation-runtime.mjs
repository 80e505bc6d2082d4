import { existsSync } from 'node:fs';

/**
 * The federation runtime every app bundles, as ES modules.
 *
 * Rspack's module federation plugin imports the bundler runtime by the path `require.resolve`
 * gives (`@module-federation/webpack-bundler-runtime/dist/index.cjs`) and aliases
 * `@module-federation/runtime` to its CommonJS build too; the shell's runtime-core plugin is
 * required as CommonJS as well. From there every import is CommonJS, so nothing in the chain can
 * be tree-shaken: each remote entry carried the whole SDK (Node's script loader, the manifest and
 * snapshot helpers, the logger) although `experiments.optimization.target` says `web`, and the
 * shell's entry the whole runtime core. The same packages ship ES module builds of the same code
 * beside the CommonJS ones (`dist/x.js` or `dist/x.mjs` beside `dist/x.cjs`); taking those lets
 * the bundler drop what an app never runs (rsbuild's gzip: a remote entry 14.8 -> 9.3 KB, the
 * shell's entry 33.4 -> 28.1 KB).
 *
 * Every package of the chain is swapped, so an app never holds two copies of one (the runtime
 * core the shell hands to the remotes is the one its own runtime uses).
 */
export const FEDERATION_PACKAGES = [
  'webpack-bundler-runtime',
  'runtime',
  'runtime-core',
  'runtime-tools',
  'inject-external-runtime-core-plugin',
  'sdk',
  'error-codes',
];

const CJS_BUILD = new RegExp(
  `[\\\\/]@module-federation[\\\\/](${FEDERATION_PACKAGES.join('|')})[\\\\/]dist[\\\\/].+\\.cjs$`,
);

/**
 * The ES module build beside a federation package's CommonJS file (`x.js` or `x.mjs`, whichever the
 * package ships); anything else, or a file with no such sibling, unchanged.
 */
export function esmBuildOf(file, exists = existsSync) {
  if (!CJS_BUILD.test(file)) return file;
  return ['.js', '.mjs'].map((ext) => file.replace(/\.cjs$/, ext)).find((candidate) => exists(candidate)) ?? file;
}

/** An rsbuild plugin: a production build bundles the federation packages' ES module builds. */
export function pluginEsmFederationRuntime() {
  return {
    name: 'platform:esm-federation-runtime',
    setup(api) {
      api.modifyRspackConfig((config, { rspack }) => {
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(CJS_BUILD, (data) => {
            // Before resolution (the bundler runtime, imported by its absolute path) the request
            // names the file; after it (a bare `@module-federation/runtime` aliased to the
            // CommonJS build) the resolved resource does.
            if (data.createData?.resource) data.createData.resource = esmBuildOf(data.createData.resource);
            else data.request = esmBuildOf(data.request);
          }),
        );
      });
    },
  };
}
