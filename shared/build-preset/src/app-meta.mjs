import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the shell's update notifier compares (spec sections 4 and 7): the app version, from
 * APP_VERSION or the app's package.json, and when this build was made (BUILD_TIMESTAMP or now).
 * Read once per build, so the file and the code built with it agree.
 */
export function readAppMeta(appRoot, env = process.env) {
  const version = env.APP_VERSION || JSON.parse(readFileSync(path.join(appRoot, 'package.json'), 'utf8')).version;
  const timestamp = env.BUILD_TIMESTAMP || new Date().toISOString();
  return { version, timestamp };
}

/**
 * Writes `meta.json` ({ version, timestamp }) into the build output and makes the same values
 * readable by the code as `process.env.APP_VERSION` and `process.env.APP_BUILD_TIMESTAMP`.
 */
export function pluginAppMeta(meta) {
  return {
    name: 'platform:app-meta',
    setup(api) {
      api.modifyRsbuildConfig((config) => {
        config.source ??= {};
        config.source.define = {
          ...config.source.define,
          'process.env.APP_VERSION': JSON.stringify(meta.version),
          'process.env.APP_BUILD_TIMESTAMP': JSON.stringify(meta.timestamp),
        };
      });
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset('meta.json', new sources.RawSource(`${JSON.stringify(meta)}\n`));
      });
    },
  };
}
