import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';

export declare const SINGLETONS: string[];
export declare function sharedSingletons(
  appRoot: string,
  options?: { treeShake?: boolean },
): Record<string, { singleton: true; requiredVersion: string; version: string }>;
/** Dev-server proxy rules that put the API's `/v3` and `/oidc` on the page's own origin, with the API's PROXY_SECRET. */
export declare function apiProxy(
  target: string,
  secret?: string,
): Record<string, { target: string; xfwd: true; headers?: Record<string, string> }>;
export declare function createAppConfig(options: {
  appRoot: string;
  name: string;
  port: number;
  exposes?: Record<string, string>;
  /** Exposed too, and each built alone with Preact as `first-screens/<module>.js`. */
  firstScreens?: Record<string, string>;
  entry?: Record<string, string>;
  title?: string;
  extra?: RsbuildConfig;
}): RsbuildConfig;

/** The app version and build time the shell's update notifier compares. */
export interface AppMeta {
  version: string;
  timestamp: string;
}
export declare function readAppMeta(appRoot: string, env?: Record<string, string | undefined>): AppMeta;
/** Emits `meta.json` and defines `process.env.APP_VERSION` / `process.env.APP_BUILD_TIMESTAMP`. */
export declare function pluginAppMeta(meta: AppMeta): RsbuildPlugin;
/** Writes `<file>.br` and `<file>.gz` beside every text file of `folder`; returns the files compressed. */
export declare function precompress(folder: string): Promise<string[]>;
/** Precompresses the output of every production build. */
export declare function pluginPrecompress(): RsbuildPlugin;

/** What an app is built against: the remote contract's version and its shared singletons' compatible lines. */
export declare function buildDeclaration(appRoot: string): { contract: number; singletons: Record<string, string> };
/** The major of a version, or `0.minor` before 1.0. */
export declare function compatibleLine(version: string): string;

/** The ES module build beside a federation package's CommonJS file (`.js` or `.mjs`); anything else unchanged. */
export declare function esmBuildOf(file: string, exists?: (file: string) => boolean): string;
/** A production build bundles the federation packages' ES module builds, so the runtime is tree-shaken. */
export declare function pluginEsmFederationRuntime(): RsbuildPlugin;

/** Where a remote's standalone first screen is, beside its manifest: `first-screens/<module>.js`. */
export declare function standaloneFirstScreenFile(module: string): string;
/** One first screen bundled alone with Preact as an ES module exporting `drawFirstScreen` and `platform`. */
export declare function bundleFirstScreen(options: {
  appRoot: string;
  source: string;
  contract: number;
  production?: boolean;
}): Promise<string>;
