import { existsSync } from 'node:fs';

/**
 * The federation packages a remote's `remoteEntry.js` carries, as ES modules.
 *
 * Rspack's module federation plugin imports the bundler runtime by the path `require.resolve`
 * gives (`@module-federation/webpack-bundler-runtime/dist/index.cjs`) and aliases
 * `@module-federation/runtime` to its CommonJS build too. From there every import is CommonJS, so
 * nothing in the chain can be tree-shaken: each remote entry carried the whole SDK (Node's script
 * loader, the manifest and snapshot helpers, the logger) although `experiments.optimization.target`
 * says `web`. The same packages ship ES module builds of the same code beside the CommonJS ones
 * (`dist/x.js` beside `dist/x.cjs`); taking those lets the bundler drop what a remote never runs
 * (gzip: 14.4 KB -> about 9 KB per remote entry).
 *
 * Only for remotes: the shell provides the federation runtime core to them (`externalRuntime`), so
 * a remote bundles no second copy of it whichever build is taken. The shell's own runtime (its
 * runtime-core plugin is required as CommonJS) is left as it is.
 */
export const FEDERATION_PACKAGES = ['webpack-bundler-runtime', 'runtime', 'sdk', 'error-codes'];

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

/** An rsbuild plugin: a production remote bundles the federation packages' ES module builds. */
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
