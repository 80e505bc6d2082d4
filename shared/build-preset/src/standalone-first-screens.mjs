import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

/**
 * Where a remote's standalone first screens are, beside its manifest: `first-screens/<module>.js`
 * (`./first-screen` -> `first-screens/first-screen.js`). The shell finds them by the same rule
 * (`standaloneFirstScreenUrl`, @platform/remote-contract). Unhashed, like `remoteEntry.js`: a remote
 * deploys on its own and the shell is not rebuilt, so the static server has them revalidated.
 */
export const standaloneFirstScreenFile = (module) => `first-screens/${module.replace(/^\.\//, '')}.js`;

const file = (specifier) => fileURLToPath(import.meta.resolve(specifier));

/**
 * React's names resolved to Preact's compatibility layer (~11 KB gzip where react-dom is ~64): a
 * first screen is a view drawn once from the boot's answers, with no actions, so it needs none of
 * React's scheduler, events or concurrent rendering. The full shell draws the same view with React.
 */
const PREACT = {
  react: file('preact/compat'),
  'react-dom': file('preact/compat'),
  'react-dom/client': file('preact/compat/client'),
  'react/jsx-runtime': file('preact/jsx-runtime'),
};

/** What the browsers rsbuild targets by default (its `web` browserslist) all run. */
const TARGET = 'es2020';

/**
 * One first screen (`source`, the module the remote also exposes through federation) bundled
 * alone as an ES module: its view, its words, the parts it draws and Preact, nothing shared with
 * the shell. It exports `drawFirstScreen` and `platform`, the contract it was built for, which the
 * shell checks before drawing (`@platform/remote-contract`'s `checkCompatibility`).
 */
export async function bundleFirstScreen({ appRoot, source, contract, production = true }) {
  const entry = JSON.stringify(path.resolve(appRoot, source));
  const { outputFiles } = await esbuild.build({
    stdin: {
      contents: `export { drawFirstScreen } from ${entry};\nexport const platform = ${JSON.stringify({ contract, singletons: {} })};`,
      resolveDir: appRoot,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    target: TARGET,
    minify: production,
    write: false,
    jsx: 'automatic',
    alias: PREACT,
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    legalComments: 'none',
    logLevel: 'silent',
  });
  return outputFiles[0].text;
}

/**
 * Emits each of `modules` (`{ './first-screen': './src/first-screen.tsx' }`) as a standalone
 * first screen in the remote's output, dev server included, so that precompression and the static
 * server treat it as any other file (issue 25: drawn through the federation runtime, the homes'
 * first screens waited for ~130 KB of scripts, react-dom's 64 the largest; alone, ~20).
 */
export function pluginStandaloneFirstScreens({ appRoot, modules, contract }) {
  return {
    name: 'platform:standalone-first-screens',
    setup(api) {
      api.processAssets({ stage: 'additional' }, async ({ compilation, compiler, environment, sources }) => {
        // The federation plugin's builds of shared fallbacks run the same plugins, into a folder of dist/.
        if (compiler.outputPath !== environment.distPath) return;
        const production = process.env.NODE_ENV === 'production';
        for (const [module, source] of Object.entries(modules)) {
          const code = await bundleFirstScreen({ appRoot, source, contract, production });
          compilation.emitAsset(standaloneFirstScreenFile(module), new sources.RawSource(code));
        }
      });
    },
  };
}
