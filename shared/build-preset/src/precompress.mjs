import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/;
/**
 * The runtime registry is rewritten at deployment (it lists the remotes' addresses): a
 * compressed copy made at build time would go stale, so it is always sent as it is on disk.
 */
const EDITED_AFTER_BUILD = new Set(['registry.json']);
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 512;

async function* filesUnder(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside every text
 * file of `folder`, for the static server to send without compressing on each request
 * (scripts/serve-static.mjs). Returns the files compressed.
 */
export async function precompress(folder) {
  const done = [];
  for await (const file of filesUnder(folder)) {
    if (!COMPRESSIBLE.test(file) || EDITED_AFTER_BUILD.has(path.basename(file))) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    done.push(file);
  }
  return done;
}

/** An rsbuild plugin: precompresses the output of every production build. */
export function pluginPrecompress() {
  return {
    name: 'platform:precompress',
    setup(api) {
      api.onAfterBuild(async () => {
        await precompress(api.context.distPath);
      });
    },
  };
}
